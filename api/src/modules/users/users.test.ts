import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count } from 'drizzle-orm';
import {
  CONTRACT_DOCUMENT,
  PAGINATION_FIELDS,
  USER_FIELDS,
  USER_FIELDS_WITHOUT_BIRTHDAY,
} from '../../test/contract.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { listUsers, type UsersData } from '../../test/users-client.js';
import { users } from './users.table.js';

const api = useTestApi();
const ADMIN_ONLY = 'Esta operación requiere una cuenta de administrador.';

test('the contract document answers with the page description and users, birthday only on request', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  for (const include of [false, true]) {
    const { statusCode, body } = await api.gql<UsersData>(CONTRACT_DOCUMENT, {
      operationName: 'users',
      variables: { page: null, active: 'ACTIVE', include },
      authorization: token,
    });
    assert.equal(statusCode, 200);
    const result = body.data?.users;
    assert.equal(result?.status, true);
    assert.deepEqual(Object.keys(result?.paginationRes ?? {}), PAGINATION_FIELDS);
    assert.equal(result?.users.length, 4);
    assert.deepEqual(Object.keys(result?.users[0] ?? {}), include ? USER_FIELDS : USER_FIELDS_WITHOUT_BIRTHDAY);
  }
});

test('an empty page request gets the spec defaults', async () => {
  const result = await listUsers(api, await api.tokenFor(DEMO_ADMIN));
  assert.deepEqual(
    { ...result.paginationRes, startValue: undefined, endValue: undefined, startId: undefined, endId: undefined },
    {
      requestedPage: 'FIRST',
      pageNum: 0,
      nPerPage: 4,
      cursorField: 'name',
      startValue: undefined,
      endValue: undefined,
      startId: undefined,
      endId: undefined,
      isUniquefield: false,
      isSortAsc: true,
      isShowTotals: true,
      isPageOk: true,
      hasPrev: false,
      hasNext: true,
      isCanContinue: true,
      resultCode: 11,
      resultMessage: 'Página obtenida correctamente.',
      totalDocs: 11,
      totalPags: 3,
      nameToFilter: null,
      queryObjString: null,
    },
  );
});

test('only admins may list users', async () => {
  for (const token of [undefined, await api.tokenFor(DEMO_CLIENT), 'garbage']) {
    const result = await listUsers(api, token);
    assert.deepEqual(result, { status: false, message: ADMIN_ONLY, paginationRes: null, users: [] });
  }
});

test('nameToFilter is a case-insensitive prefix of name, last name, full name or e-mail', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  const emailsFor = async (nameToFilter: string) =>
    (await listUsers(api, token, { nameToFilter, nPerPage: 100 })).users.map((user) => user.email).sort();
  assert.deepEqual(await emailsFor('MAR'), [
    'guadalupe.martinez@example.com',
    'maria.garcia@example.com',
    'maria.lopez@example.com',
  ]);
  assert.deepEqual(await emailsFor('garc'), ['juan.garcia@example.com', 'maria.garcia@example.com']);
  assert.deepEqual(await emailsFor('maría gar'), ['maria.garcia@example.com']);
  assert.deepEqual(await emailsFor('admin@'), [DEMO_ADMIN.email]);
  // LIKE wildcards in the text match literally, not as patterns.
  assert.deepEqual(await emailsFor('%'), []);
  assert.deepEqual(await emailsFor('_ar'), []);
});

test('queryObjString filters by whitelisted fields', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  const admins = await listUsers(api, token, { queryObjString: '{"role":"ADMIN"}' });
  assert.deepEqual(
    admins.users.map((user) => user.email),
    [DEMO_ADMIN.email],
  );
  const unverified = await listUsers(api, token, { queryObjString: '{"isEmailVerified":false}', nPerPage: 100 });
  assert.deepEqual(unverified.users.map((user) => user.name).sort(), ['Guadalupe', 'Luis']);
  assert.equal(unverified.paginationRes?.queryObjString, '{"isEmailVerified":false}');
});

test('malicious or malformed queryObjString is refused with a clear message, never run', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  const attempts: [string, RegExp][] = [
    ["'; DROP TABLE users; --", /debe ser un objeto JSON/],
    ['[]', /debe ser un objeto JSON/],
    ['{"$where":"this.isActive == true"}', /no admite el campo "\$where"/],
    ['{"passwordHash":{"$regex":"^a"}}', /no admite el campo "passwordHash"/],
    ['{"__proto__":{"role":"ADMIN"}}', /no admite el campo "__proto__"/],
    ['{"role":{"$ne":"CLIENT"}}', /El valor del filtro "role" no es válido/],
    ['{"role":"ROOT"}', /El valor del filtro "role" no es válido/],
    ['{"isEmailVerified":"true) OR (1=1"}', /El valor del filtro "isEmailVerified" no es válido/],
  ];
  for (const [queryObjString, message] of attempts) {
    const result = await listUsers(api, token, { queryObjString });
    assert.equal(result.status, false, queryObjString);
    assert.match(result.message, message);
    assert.deepEqual(result.users, []);
    assert.equal(result.paginationRes?.isPageOk, false);
    assert.equal(result.paginationRes?.resultCode, 26);
  }
  const [row] = await api.app.database.db.select({ total: count() }).from(users);
  assert.equal(row?.total, 12, 'the users table is untouched');
});

test('bad paging input gets status false and a Spanish explanation', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  const uuid = '00000000-0000-4000-8000-000000000000';
  const cases: [Record<string, unknown>, number, RegExp][] = [
    [{ nPerPage: 0 }, 21, /entre 1 y 100/],
    [{ nPerPage: -3 }, 21, /entre 1 y 100/],
    [{ nPerPage: 101 }, 21, /entre 1 y 100/],
    [{ pageNum: -1 }, 22, /pageNum/],
    [{ cursorField: 'passwordHash' }, 23, /No se puede ordenar por "passwordHash"/],
    [{ requestedPage: 'NEXT' }, 24, /página siguiente/],
    [{ requestedPage: 'NEXT', endValue: 'Ana' }, 24, /endId/],
    [{ requestedPage: 'PREV', startValue: 'Ana' }, 24, /página anterior/],
    [{ requestedPage: 'NEXT', endValue: 'Ana', endId: 'not-an-id' }, 25, /identificador/],
    [{ requestedPage: 'NEXT', cursorField: 'createdAt', endValue: 'ayer', endId: uuid }, 25, /fecha/],
    [{ nameToFilter: 'x'.repeat(101) }, 27, /100 caracteres/],
  ];
  for (const [page, resultCode, message] of cases) {
    const result = await listUsers(api, token, page);
    assert.equal(result.status, false, JSON.stringify(page));
    assert.match(result.message, message);
    assert.equal(result.paginationRes?.resultCode, resultCode);
    assert.equal(result.paginationRes?.resultMessage, result.message);
  }
});
