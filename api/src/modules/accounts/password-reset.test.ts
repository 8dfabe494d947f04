import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { storedAccounts } from '../../test/accounts-client.js';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../test/helper.js';
import { SHOP_URL, useApiWithSmtp } from '../../test/mail-test-api.js';
import { users } from '../users/users.table.js';
import { accountTokens } from './account-tokens.table.js';

const { api, accounts, delivered, linkToken } = useApiWithSmtp();

const REQUESTED = 'Si el correo está registrado, te enviamos un enlace para cambiar tu contraseña.';
const CHANGED = 'Tu contraseña ha sido cambiada. Ingresa con la nueva.';
const NEW_PASSWORD = 'jitomate9';

test('forgot -> e-mail -> reset: the new password logs in and the old one fails', async () => {
  assert.deepEqual(await accounts.forgotPassword(' Cliente@DelCampo.mx '), { status: true, message: REQUESTED });
  const mail = (await delivered()).only(DEMO_CLIENT.email);
  assert.equal(mail.subject, 'Cambia tu contraseña de Del Campo');
  assert.match(mail.text ?? '', new RegExp(`${SHOP_URL}/reset/[\\w-]{43}`));
  assert.match(String(mail.html), /vence en 1 hora/);

  const token = await linkToken(DEMO_CLIENT.email, 'reset');
  assert.deepEqual(await accounts.resetPassword(token, NEW_PASSWORD), { status: true, message: CHANGED });
  assert.equal((await accounts.login(DEMO_CLIENT.email, NEW_PASSWORD)).status, true);
  assert.deepEqual(
    { ...(await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password)), token: undefined },
    { status: false, message: 'Correo o contraseña incorrectos', token: undefined },
  );
});

test('a reset ends the sessions opened before it, even in the same second', async () => {
  await accounts.forgotPassword(DEMO_CLIENT.email);
  const link = await linkToken(DEMO_CLIENT.email, 'reset');
  // Opened right before the reset: JWT times have whole seconds, the session version does not care.
  const oldSession = await api.tokenFor(DEMO_CLIENT);
  await accounts.resetPassword(link, NEW_PASSWORD);
  const check = (authorization: string) =>
    api.gql<{ validateTokenExt: { status: boolean; message: string } }>('{ validateTokenExt { status message } }', {
      authorization,
    });
  const { body } = await check(oldSession);
  assert.deepEqual(body.data?.validateTokenExt, {
    status: false,
    message: 'La sesión no es válida. Ingresa de nuevo.',
  });
  const fresh = await api.tokenFor({ email: DEMO_CLIENT.email, password: NEW_PASSWORD });
  assert.equal((await check(fresh)).body.data?.validateTokenExt.status, true);
});

test('forgotPassword for an unknown, a disabled or a never-activated address: same answer, no e-mail', async () => {
  const pending = { name: 'Rosa', lastname: 'Núñez', email: 'rosa.nunez@example.com' };
  await accounts.createUserQuick(pending, await api.tokenFor(DEMO_ADMIN));
  (await delivered()).clear();
  const before = await storedAccounts(api);
  for (const email of ['nadie@example.com', 'pedro.jimenez@example.com', pending.email]) {
    assert.deepEqual(await accounts.forgotPassword(email), { status: true, message: REQUESTED });
  }
  assert.equal((await delivered()).received.length, 0);
  assert.deepEqual(await storedAccounts(api), before);
});

test('forgotPassword with a malformed address says so and sends nothing', async () => {
  assert.deepEqual(await accounts.forgotPassword('cliente-at-delcampo'), {
    status: false,
    message: 'El formato del email no es corecto',
  });
  assert.deepEqual(await accounts.forgotPassword(''), {
    status: false,
    message: 'El correo electrónico es obligatorio',
  });
  assert.equal((await delivered()).received.length, 0);
});

test('a short password, a reused, expired or unknown link: refused, the password stays', async () => {
  await accounts.forgotPassword(DEMO_CLIENT.email);
  const token = await linkToken(DEMO_CLIENT.email, 'reset');
  const before = await storedAccounts(api);
  assert.deepEqual(await accounts.resetPassword(token, '12345'), {
    status: false,
    message: 'La contraseña debe tener al menos 6 caracteres',
  });
  assert.deepEqual(await accounts.resetPassword('z'.repeat(43), NEW_PASSWORD), {
    status: false,
    message: 'El enlace no es válido. Pide uno nuevo.',
  });
  assert.deepEqual(await storedAccounts(api), before);

  assert.equal((await accounts.resetPassword(token, NEW_PASSWORD)).status, true);
  const afterReset = await storedAccounts(api);
  assert.deepEqual(await accounts.resetPassword(token, 'otra-clave-1'), {
    status: false,
    message: 'Este enlace ya fue utilizado. Pide uno nuevo si lo necesitas.',
  });
  assert.deepEqual(await storedAccounts(api), afterReset);

  await accounts.forgotPassword(DEMO_CLIENT.email);
  const inbox = await delivered();
  const late = /\/reset\/([\w-]{43})/.exec(inbox.to(DEMO_CLIENT.email).at(-1)?.text ?? '')?.[1] ?? '';
  await api.app.database.db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1) })
    .where(eq(accountTokens.purpose, 'reset'));
  const expiredBefore = await storedAccounts(api);
  assert.deepEqual(await accounts.resetPassword(late, 'otra-clave-2'), {
    status: false,
    message: 'El enlace ha expirado. Pide uno nuevo.',
  });
  assert.deepEqual(await storedAccounts(api), expiredBefore);
  assert.equal((await accounts.login(DEMO_CLIENT.email, NEW_PASSWORD)).status, true);
});

test('a reset lifts a login lock-out on that e-mail', async () => {
  for (let i = 0; i < 6; i += 1) await accounts.login(DEMO_CLIENT.email, 'wrong-password', '10.0.0.9');
  assert.equal((await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password)).status, false);
  await accounts.forgotPassword(DEMO_CLIENT.email);
  await accounts.resetPassword(await linkToken(DEMO_CLIENT.email, 'reset'), NEW_PASSWORD);
  assert.equal((await accounts.login(DEMO_CLIENT.email, NEW_PASSWORD)).status, true);
});

test('the reset link verifies an unverified e-mail', async () => {
  const email = 'luis.perez@example.com';
  await accounts.forgotPassword(email);
  await accounts.resetPassword(await linkToken(email, 'reset'), NEW_PASSWORD);
  const [row] = await api.app.database.db.select().from(users).where(eq(users.email, email));
  assert.equal(row?.isEmailVerified, true);
});

test('forgotPassword and resend answer without reading the accounts: same path for any address', async () => {
  const { db } = api.app.database;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The users table is locked until the answers are in: a look-up before answering would wait.
  const lock = db.transaction(async (tx) => {
    await tx.execute(sql`lock table users in access exclusive mode`);
    await held;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const asked = Promise.all([
    accounts.forgotPassword(DEMO_CLIENT.email),
    accounts.forgotPassword('nadie@example.com'),
    accounts.resendConfirmation(DEMO_CLIENT.email),
  ]);
  const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000).unref());
  const answers = await Promise.race([asked, waited]);
  release();
  assert.notEqual(answers, 'waited', 'an answer waited for the accounts table');
  await lock;
  assert.deepEqual(
    (await asked).map((answer) => answer.status),
    [true, true, true],
  );
  await linkToken(DEMO_CLIENT.email, 'reset'); // the link is still sent, after the answer
});
