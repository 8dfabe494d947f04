import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { accountsClient } from '../../test/accounts-client.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { users } from './users.table.js';

const api = useTestApi();
const accounts = accountsClient(api);
const ADMIN_ONLY = 'Esta operación requiere una cuenta de administrador.';
const NOT_FOUND = 'No encontramos ese usuario.';

beforeEach(() => api.resetData());

interface SetUserActiveData {
  setUserActive: {
    status: boolean;
    message: string;
    user: { id: string; email: string; isActive: boolean } | null;
  };
}

async function setUserActive(id: string, isActive: boolean, authorization?: string) {
  const { statusCode, body } = await api.gql<SetUserActiveData>(
    'mutation ($id: ID!, $isActive: Boolean!) { setUserActive(id: $id, isActive: $isActive) { status message user { id email isActive } } }',
    { variables: { id, isActive }, authorization },
  );
  assert.equal(statusCode, 200);
  const result = body.data?.setUserActive;
  if (!result) throw new Error(`setUserActive failed: ${JSON.stringify(body.errors)}`);
  return result;
}

async function userRow(email: string) {
  const [row] = await api.app.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

async function sessionStatus(token: string) {
  const { body } = await api.gql<{ validateTokenExt: { status: boolean; message: string } }>(
    '{ validateTokenExt { status message } }',
    { authorization: token },
  );
  return body.data?.validateTokenExt;
}

test('anonymous callers, clients and bad tokens are refused and nothing changes', async () => {
  const client = await userRow(DEMO_CLIENT.email);
  const tokens = [undefined, await api.tokenFor(DEMO_CLIENT), 'garbage'];
  const allUsers = () => api.app.database.db.select().from(users).orderBy(users.email);
  const before = await allUsers();
  for (const token of tokens) {
    for (const isActive of [false, true]) {
      assert.deepEqual(await setUserActive(client.id, isActive, token), {
        status: false,
        message: ADMIN_ONLY,
        user: null,
      });
    }
  }
  const after = await allUsers();
  assert.deepEqual(after, before);
});

test('an admin deactivates a client, who cannot log in or use an open session, then reactivates it', async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const clientToken = await api.tokenFor(DEMO_CLIENT);
  const client = await userRow(DEMO_CLIENT.email);
  assert.equal((await sessionStatus(clientToken))?.status, true);
  // Token times are whole seconds (as for a password reset): deactivate in a later second than the login.
  await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));

  const off = await setUserActive(client.id, false, admin);
  assert.equal(off.status, true);
  assert.match(off.message, /desactivado/);
  assert.deepEqual(off.user, { id: client.id, email: DEMO_CLIENT.email, isActive: false });
  assert.equal((await userRow(DEMO_CLIENT.email)).isActive, false);

  assert.equal((await sessionStatus(clientToken))?.status, false, 'the open session ends');
  const refusedLogin = await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password);
  assert.equal(refusedLogin.status, false);
  assert.equal(refusedLogin.token, null);

  const again = await setUserActive(client.id, false, admin);
  assert.equal(again.status, true);
  assert.match(again.message, /ya estaba desactivado/);

  const on = await setUserActive(client.id, true, admin);
  assert.equal(on.status, true);
  assert.match(on.message, /activado/);
  assert.equal(on.user?.isActive, true);
  assert.equal((await sessionStatus(clientToken))?.status, false, 'a session ended by deactivation stays ended');
  const login = await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password);
  assert.equal(login.status, true);
  assert.equal((await sessionStatus(login.token ?? ''))?.status, true);
});

test('an admin cannot deactivate itself', async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const self = await userRow(DEMO_ADMIN.email);
  const result = await setUserActive(self.id, false, admin);
  assert.deepEqual(result, {
    status: false,
    message: 'No puedes desactivar tu propia cuenta de administrador.',
    user: null,
  });
  assert.equal((await userRow(DEMO_ADMIN.email)).isActive, true);
  assert.equal((await sessionStatus(admin))?.status, true);
});

test('unknown and malformed ids answer not found', async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '', "1' or '1'='1"]) {
    assert.deepEqual(await setUserActive(id, false, admin), { status: false, message: NOT_FOUND, user: null });
  }
});

test('a quick user waiting for its activation link is not activated by an admin', async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const created = await accounts.createUserQuick(
    { name: 'Rosa', lastname: 'Vega', email: 'rosa.vega@example.com' },
    admin,
  );
  assert.equal(created.status, true);
  const rosa = await userRow('rosa.vega@example.com');
  const result = await setUserActive(rosa.id, true, admin);
  assert.equal(result.status, false);
  assert.match(result.message, /enlace/);
  assert.equal((await userRow('rosa.vega@example.com')).isActive, false);
});
