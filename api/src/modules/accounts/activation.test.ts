import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { storedAccounts, userByEmail } from '../../test/accounts-client.js';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../test/helper.js';
import { SHOP_URL, useApiWithSmtp } from '../../test/mail-test-api.js';
import { accountTokens } from './account-tokens.table.js';

const { api, accounts, delivered, linkToken } = useApiWithSmtp();

const ROSA = { name: 'Rosa', lastname: 'Núñez', email: 'Rosa.Nunez@Example.com' };
const STORED_EMAIL = 'rosa.nunez@example.com';
const ADMIN_ONLY = 'Esta operación requiere una cuenta de administrador.';
const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';

test('an admin creates a quick user, the owner activates it from the e-mail and logs in', async () => {
  const result = await accounts.createUserQuick(ROSA, await api.tokenFor(DEMO_ADMIN));
  assert.equal(result.status, true);
  assert.equal(result.message, 'Usuario creado. Le enviamos un correo para que active su cuenta.');
  const user = (result as unknown as { user: Record<string, unknown> }).user;
  assert.deepEqual(
    { ...user, id: undefined },
    {
      id: undefined,
      insertedDocId: user.id,
      email: STORED_EMAIL,
      role: 'CLIENT',
      isActive: false,
    },
  );
  const stored = await userByEmail(api, STORED_EMAIL);
  assert.equal(stored?.passwordHash, null);
  assert.equal(stored?.isEmailVerified, false);
  assert.equal((await accounts.login(STORED_EMAIL, 'cualquiera')).message, BAD_CREDENTIALS);

  const mail = (await delivered()).only(STORED_EMAIL);
  assert.equal(mail.subject, 'Activa tu cuenta de Del Campo');
  assert.match(mail.text ?? '', new RegExp(`${SHOP_URL}/active/[\\w-]{43}`));
  assert.match(mail.text ?? '', /vence en 3 días/);

  const token = await linkToken(STORED_EMAIL, 'active');
  assert.deepEqual(await accounts.activateAccount(token, 'mango1234', '1990-05-20'), {
    status: true,
    message: 'Tu cuenta está activa. Ya puedes ingresar.',
  });
  const activated = await userByEmail(api, STORED_EMAIL);
  assert.equal(activated?.isActive, true);
  assert.equal(activated?.isEmailVerified, true);
  assert.equal(activated?.birthday, '1990-05-20');
  assert.equal((await accounts.login(STORED_EMAIL, 'mango1234')).status, true);

  assert.deepEqual(await accounts.activateAccount(token, 'otra-clave'), {
    status: false,
    message: 'Este enlace ya fue utilizado. Pide uno nuevo si lo necesitas.',
  });
  assert.equal((await accounts.login(STORED_EMAIL, 'otra-clave')).status, false);
});

test('createUserQuick is refused to anonymous callers and clients and changes nothing', async () => {
  const callers = [undefined, await api.tokenFor(DEMO_CLIENT), 'garbage'];
  const before = await storedAccounts(api);
  for (const token of callers) {
    const result = await accounts.createUserQuick(ROSA, token);
    assert.deepEqual(result, { status: false, message: ADMIN_ONLY, user: null });
  }
  assert.deepEqual(await storedAccounts(api), before);
  assert.equal((await delivered()).received.length, 0);
});

test('invalid quick users get the dialog messages and change nothing', async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const cases: [Record<string, unknown>, string][] = [
    [{ ...ROSA, name: '' }, 'El nombre es obligatorio'],
    [{ ...ROSA, lastname: ' ' }, 'El apellido es obligatorio'],
    [{ ...ROSA, email: '' }, 'El correo electrónico es obligatorio'],
    [{ ...ROSA, email: 'rosa@example' }, 'El formato del email no es corecto'],
    [{ ...ROSA, email: DEMO_CLIENT.email.toUpperCase() }, 'Ya existe un usuario con ese correo electrónico.'],
  ];
  const before = await storedAccounts(api);
  for (const [input, message] of cases) {
    assert.deepEqual(await accounts.createUserQuick(input, admin), { status: false, message, user: null });
  }
  assert.deepEqual(await storedAccounts(api), before);
});

test('a bad password or birthday, an expired or unknown link: activation refused, nothing changes', async () => {
  await accounts.createUserQuick(ROSA, await api.tokenFor(DEMO_ADMIN));
  const token = await linkToken(STORED_EMAIL, 'active');
  const before = await storedAccounts(api);
  const cases: [[string, string, string?], string][] = [
    [[token, '123'], 'La contraseña debe tener al menos 6 caracteres'],
    [[token, 'mango1234', '2999-12-31'], 'La fecha de nacimiento no puede ser futura'],
    [['y'.repeat(43), 'mango1234'], 'El enlace no es válido. Pide uno nuevo.'],
  ];
  for (const [[link, password, birthday], message] of cases) {
    assert.deepEqual(await accounts.activateAccount(link, password, birthday), { status: false, message });
  }
  assert.deepEqual(await storedAccounts(api), before);

  await api.app.database.db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1) })
    .where(eq(accountTokens.purpose, 'activate'));
  const expiredBefore = await storedAccounts(api);
  assert.deepEqual(await accounts.activateAccount(token, 'mango1234'), {
    status: false,
    message: 'El enlace ha expirado. Pide uno nuevo.',
  });
  assert.deepEqual(await storedAccounts(api), expiredBefore);
});

test('a confirmation link cannot activate an account, nor an activation link confirm one', async () => {
  await accounts.createUserQuick(ROSA, await api.tokenFor(DEMO_ADMIN));
  const token = await linkToken(STORED_EMAIL, 'active');
  assert.equal((await accounts.confirmEmail(token)).message, 'El enlace no es válido. Pide uno nuevo.');
  assert.equal((await accounts.resetPassword(token, 'mango1234')).message, 'El enlace no es válido. Pide uno nuevo.');
  assert.equal((await accounts.activateAccount(token, 'mango1234')).status, true);
});

test('an expired activation can be asked again with resendConfirmation, which sends a new activation link', async () => {
  await accounts.createUserQuick(ROSA, await api.tokenFor(DEMO_ADMIN));
  (await delivered()).clear();
  await accounts.resendConfirmation(STORED_EMAIL);
  const token = await linkToken(STORED_EMAIL, 'active');
  assert.equal((await accounts.activateAccount(token, 'mango1234')).status, true);
  assert.equal((await accounts.login(STORED_EMAIL, 'mango1234')).status, true);
});
