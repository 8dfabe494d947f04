import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { DEMO_ADMIN, useTestApi } from '../../test/helper.js';
import { listUsers, moveFrom, walk } from '../../test/users-client.js';
import { users } from './users.table.js';

const api = useTestApi();
let adminToken = '';
let activeEmails: string[] = [];

test.before(async () => {
  await api.ready();
  adminToken = await api.tokenFor(DEMO_ADMIN);
  const rows = await api.app.database.db.select({ email: users.email }).from(users).where(eq(users.isActive, true));
  activeEmails = rows.map((row) => row.email).sort();
});

const sorted = (emails: string[]) => [...emails].sort();

test('FIRST then NEXT visits every active user exactly once, 4 per page by default', async () => {
  const pages = await walk(api, adminToken, { requestedPage: 'FIRST' }, 'NEXT');
  const seen = pages.flatMap((page) => page.emails);
  assert.equal(activeEmails.length, 11);
  assert.deepEqual(sorted(seen), activeEmails);
  assert.deepEqual(
    pages.map((page) => page.emails.length),
    [4, 4, 3],
  );
  assert.deepEqual(
    pages.map((page) => page.res.pageNum),
    [0, 1, 2],
  );
  assert.deepEqual(
    pages.map((page) => [page.res.hasPrev, page.res.hasNext]),
    [
      [false, true],
      [true, true],
      [true, false],
    ],
  );
  for (const { res } of pages) {
    assert.equal(res.totalDocs, 11);
    assert.equal(res.totalPags, 3);
    assert.equal(res.resultCode, 11);
  }
});

test('LAST then PREV walks the same pages back to the first', async () => {
  const forward = await walk(api, adminToken, { requestedPage: 'FIRST' }, 'NEXT');
  const backward = await walk(api, adminToken, { requestedPage: 'LAST' }, 'PREV');
  assert.deepEqual(
    backward.map((page) => page.emails),
    forward.map((page) => page.emails).reverse(),
  );
  assert.deepEqual(
    backward.map((page) => page.res.pageNum),
    [2, 1, 0],
  );
  assert.equal(backward.at(-1)?.res.hasPrev, false);
});

test('equal cursor values (two "García", two "María") never skip or repeat a user', async () => {
  for (const cursorField of ['lastname', 'name']) {
    for (const nPerPage of [1, 2, 3]) {
      const pages = await walk(api, adminToken, { requestedPage: 'FIRST', cursorField, nPerPage }, 'NEXT');
      assert.deepEqual(sorted(pages.flatMap((page) => page.emails)), activeEmails, `${cursorField}/${nPerPage}`);
    }
  }
});

test('descending createdAt pages come newest first and still cover everyone', async () => {
  const pages = await walk(api, adminToken, { cursorField: 'createdAt', isSortAsc: false, nPerPage: 5 }, 'NEXT');
  const values = pages.flatMap((page) => [page.res.startValue ?? '', page.res.endValue ?? '']);
  assert.deepEqual(values, [...values].sort().reverse());
  assert.deepEqual(sorted(pages.flatMap((page) => page.emails)), activeEmails);
});

test('a unique cursor (email) pages without ids', async () => {
  const first = await listUsers(api, adminToken, { cursorField: 'email', nPerPage: 4 });
  assert.equal(first.paginationRes?.isUniquefield, true);
  const next = await listUsers(api, adminToken, {
    requestedPage: 'NEXT',
    cursorField: 'email',
    nPerPage: 4,
    endValue: first.paginationRes?.endValue,
  });
  assert.equal(next.status, true);
  assert.deepEqual(
    next.users.map((user) => user.email),
    activeEmails.slice(4, 8),
  );
});

test('RE_LOAD serves the current page again', async () => {
  const first = await listUsers(api, adminToken, {});
  const second = await listUsers(api, adminToken, moveFrom(first.paginationRes!, 'NEXT'));
  const reloaded = await listUsers(api, adminToken, moveFrom(second.paginationRes!, 'RE_LOAD'));
  assert.deepEqual(reloaded.users, second.users);
  assert.equal(reloaded.paginationRes?.pageNum, 1);
  assert.equal(reloaded.paginationRes?.hasPrev, true);
});

test('totals can be switched off', async () => {
  const result = await listUsers(api, adminToken, { isShowTotals: false });
  assert.equal(result.paginationRes?.totalDocs, null);
  assert.equal(result.paginationRes?.totalPags, null);
});

test('the active filter selects ALL, ACTIVE or INACTIVE users', async () => {
  const [all] = await api.app.database.db.select({ total: count() }).from(users);
  const expected: Record<string, number> = { ALL: all?.total ?? 0, ACTIVE: 11, INACTIVE: 1 };
  for (const [active, total] of Object.entries(expected)) {
    const pages = await walk(api, adminToken, { nPerPage: 100 }, 'NEXT', active);
    assert.equal(pages.flatMap((page) => page.emails).length, total, active);
  }
  const inactive = await listUsers(api, adminToken, {}, 'INACTIVE');
  assert.deepEqual(
    inactive.users.map((user) => [user.email, user.isActive]),
    [['pedro.jimenez@example.com', false]],
  );
});
