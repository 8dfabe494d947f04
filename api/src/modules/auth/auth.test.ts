import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import {
  CONTRACT_DOCUMENT,
  USER_FIELDS,
  USER_FIELDS_WITHOUT_BIRTHDAY,
  type ContractUser,
} from '../../test/contract.js';
import { DEMO_ADMIN, DEMO_CLIENT, testConfig, useTestApi } from '../../test/helper.js';
import { users } from '../users/users.table.js';

const api = useTestApi();

interface LoginData {
  login: { status: boolean; message: string; token: string | null; user: ContractUser | null };
}
interface ValidateData {
  validateTokenExt: {
    status: boolean;
    message: string;
    dataInToken: { id: string; name: string; role: string; expireTime: number } | null;
    user: ContractUser | null;
  };
}

const login = (email: string, password: string, include = false) =>
  api.gql<LoginData>(CONTRACT_DOCUMENT, { operationName: 'login', variables: { email, password, include } });

const validate = (authorization: string | undefined, isGetUserInfo = true, include = false) =>
  api.gql<ValidateData>(CONTRACT_DOCUMENT, {
    operationName: 'validateTokenExt',
    variables: { isGetUserInfo, include },
    authorization,
  });

test('the demo admin logs in with the contract document and gets a token and the full user', async () => {
  const { statusCode, body } = await login(DEMO_ADMIN.email, DEMO_ADMIN.password, true);
  assert.equal(statusCode, 200);
  const result = body.data?.login;
  assert.equal(result?.status, true);
  assert.equal(result?.message, 'Bienvenido');
  assert.match(result?.token ?? '', /^[\w-]+\.[\w-]+\.[\w-]+$/);
  assert.deepEqual(Object.keys(result?.user ?? {}), USER_FIELDS);
  assert.equal(result?.user?.role, 'ADMIN');
  assert.equal(result?.user?.birthday, '1988-03-08');
  assert.ok(result?.user?.lastLoginAt, 'lastLoginAt is recorded');
});

test('birthday is only sent when $include is true', async () => {
  const { body } = await login(DEMO_CLIENT.email, DEMO_CLIENT.password, false);
  assert.equal(body.data?.login.status, true);
  assert.equal(body.data?.login.user?.role, 'CLIENT');
  assert.deepEqual(Object.keys(body.data?.login.user ?? {}), USER_FIELDS_WITHOUT_BIRTHDAY);
});

test('e-mail is matched case-insensitively', async () => {
  const { body } = await login('  Cliente@DelCampo.MX ', DEMO_CLIENT.password);
  assert.equal(body.data?.login.status, true);
});

test('wrong password and unknown e-mail get the same refusal', async () => {
  for (const [email, password] of [
    [DEMO_ADMIN.email, 'not-the-password'],
    ['nadie@delcampo.mx', 'whatever123'],
  ] as const) {
    const { body } = await login(email, password);
    assert.deepEqual(body.data?.login, {
      status: false,
      message: 'Correo o contraseña incorrectos',
      token: null,
      user: null,
    });
  }
});

test('an inactive user cannot log in', async () => {
  const { body } = await login('pedro.jimenez@example.com', DEMO_CLIENT.password);
  assert.equal(body.data?.login.status, false);
  assert.equal(body.data?.login.message, 'Tu cuenta está desactivada. Escríbenos para reactivarla.');
  assert.equal(body.data?.login.token, null);
});

test('passwords are stored as argon2id hashes', async () => {
  const [row] = await api.app.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
  assert.match(row?.passwordHash ?? '', /^\$argon2id\$/);
});

test('validateTokenExt accepts the raw token and the Bearer form', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  for (const header of [token, `Bearer ${token}`]) {
    const { body } = await validate(header, true, true);
    const result = body.data?.validateTokenExt;
    assert.equal(result?.status, true);
    assert.equal(result?.dataInToken?.name, 'Ana');
    assert.equal(result?.dataInToken?.role, 'ADMIN');
    const expiresIn = (result?.dataInToken?.expireTime ?? 0) - Date.now() / 1000;
    assert.ok(expiresIn > 7.9 * 3600 && expiresIn <= 8 * 3600, 'default expiry is 8 hours');
    assert.equal(result?.user?.email, DEMO_ADMIN.email);
    assert.deepEqual(Object.keys(result?.user ?? {}), USER_FIELDS);
  }
});

test('validateTokenExt leaves out the user unless isGetUserInfo is true', async () => {
  const token = await api.tokenFor(DEMO_CLIENT);
  const { body } = await validate(token, false);
  assert.equal(body.data?.validateTokenExt.status, true);
  assert.equal(body.data?.validateTokenExt.dataInToken?.role, 'CLIENT');
  assert.equal(body.data?.validateTokenExt.user, null);
});

test('missing, malformed, forged and expired tokens are refused with a Spanish message', async () => {
  const secret = new TextEncoder().encode(testConfig().jwtSecret);
  const claims = { id: '00000000-0000-4000-8000-000000000000', name: 'Ana', role: 'ADMIN' };
  const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(secret);
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-of-enough-length-0123456789'));
  const cases: [string | undefined, string][] = [
    [undefined, 'No hay una sesión activa. Ingresa con tu usuario y contraseña.'],
    ['Bearer ', 'No hay una sesión activa. Ingresa con tu usuario y contraseña.'],
    ['not-a-token', 'La sesión no es válida. Ingresa de nuevo.'],
    [forged, 'La sesión no es válida. Ingresa de nuevo.'],
    [expired, 'La sesión ha expirado. Ingresa de nuevo.'],
  ];
  for (const [header, message] of cases) {
    const { statusCode, body } = await validate(header);
    assert.equal(statusCode, 200);
    assert.deepEqual(body.data?.validateTokenExt, { status: false, message, dataInToken: null, user: null });
  }
});

test('a token stops working once its user is deactivated', async (t) => {
  t.after(() => api.resetData());
  const token = await api.tokenFor(DEMO_CLIENT);
  await api.app.database.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO_CLIENT.email));
  const { body } = await validate(token);
  assert.equal(body.data?.validateTokenExt.status, false);
  assert.equal(body.data?.validateTokenExt.message, 'Tu cuenta está desactivada. Escríbenos para reactivarla.');
});
