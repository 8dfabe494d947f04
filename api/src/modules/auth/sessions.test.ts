import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../common/messages.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { users } from '../users/users.table.js';

// Sessions end on the server: logout, deactivation and a role change end every token issued
// before them, at once (a password reset: password-reset.test.ts; several instances: scale-out.test.ts).
const api = useTestApi();
const VALIDATE = '{ validateTokenExt { status message } }';

async function validate(authorization: string) {
  const { body } = await api.gql<{ validateTokenExt: { status: boolean; message: string } }>(VALIDATE, {
    authorization,
  });
  return body.data?.validateTokenExt;
}

async function logout(authorization?: string) {
  const { body } = await api.gql<{ logout: { status: boolean; message: string } }>(
    'mutation { logout { status message } }',
    authorization === undefined ? {} : { authorization },
  );
  return body.data?.logout;
}

test('logout ends every session of the account at once (all devices); a new login works', async (t) => {
  t.after(() => api.resetData());
  const phone = await api.tokenFor(DEMO_CLIENT);
  const laptop = await api.tokenFor(DEMO_CLIENT);
  const admin = await api.tokenFor(DEMO_ADMIN);
  assert.deepEqual(await logout(phone), { status: true, message: 'Cerraste tu sesión en todos tus dispositivos.' });
  for (const token of [phone, laptop]) {
    assert.deepEqual(await validate(token), { status: false, message: MESSAGES.sessionInvalid });
  }
  assert.equal((await validate(admin))?.status, true, "another account's session goes on");
  const again = await api.tokenFor(DEMO_CLIENT);
  assert.equal((await validate(again))?.status, true);
});

test('logout without a valid session says so and changes nothing', async () => {
  assert.deepEqual(await logout(), { status: false, message: MESSAGES.sessionMissing });
  assert.deepEqual(await logout('garbage'), { status: false, message: MESSAGES.sessionInvalid });
});

test('a role change ends the sessions issued before it, even when the role comes back', async (t) => {
  t.after(() => api.resetData());
  const token = await api.tokenFor(DEMO_ADMIN);
  // No API operation changes roles: an operator's SQL does, and the database ends the sessions.
  const { db } = api.app.database;
  await db.update(users).set({ role: 'CLIENT' }).where(eq(users.email, DEMO_ADMIN.email));
  await db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, DEMO_ADMIN.email));
  assert.deepEqual(await validate(token), { status: false, message: MESSAGES.sessionInvalid });
  await db.update(users).set({ name: 'Otro nombre' }).where(eq(users.email, DEMO_ADMIN.email));
  const fresh = await api.tokenFor(DEMO_ADMIN);
  await db.update(users).set({ lastname: 'Otro' }).where(eq(users.email, DEMO_ADMIN.email));
  assert.equal((await validate(fresh))?.status, true, 'other changes keep the sessions');
});

test('a token without a session version (issued before this change) is refused', async () => {
  const { SignJWT } = await import('jose');
  const [client] = await api.app.database.db.select().from(users).where(eq(users.email, DEMO_CLIENT.email));
  const legacy = await new SignJWT({ id: client!.id, name: client!.name, role: client!.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(api.app.config.jwtSecret));
  assert.deepEqual(await validate(legacy), { status: false, message: MESSAGES.sessionInvalid });
});
