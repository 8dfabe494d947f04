import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ADMIN, useTestApi } from '../../test/helper.js';
import {
  adminProducts,
  categoryId,
  productIdBySlug,
  productInput,
  saveProduct,
  setProductActive,
} from '../../test/admin-products-client.js';

// productsPage and adminProducts read their totals from counts kept by triggers
// (migration 0009): every write that changes what a list holds must move them.

const api = useTestApi();
afterEach(() => api.resetData());

const admin = () => api.tokenFor(DEMO_ADMIN);
const TOTALS = { requestedPage: 'FIRST', nPerPage: 3, isShowTotals: true };
const SHOP_PAGE = `query ($page: PaginationInput, $categorySlug: String) {
  productsPage(page: $page, categorySlug: $categorySlug) { status paginationRes { totalDocs totalPags } } }`;

async function shopTotal(categorySlug: string | null): Promise<number | null | undefined> {
  const { body } = await api.gql<{ productsPage: { paginationRes: { totalDocs: number | null } } }>(SHOP_PAGE, {
    variables: { page: TOTALS, categorySlug },
  });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data?.productsPage.paginationRes.totalDocs;
}

/** What each list answers as its total: the storefront's and the admin's, every category and two of them. */
async function answeredTotals(token: string) {
  const [frutas, verduras] = [await categoryId(api, 'frutas'), await categoryId(api, 'verduras')];
  const adminTotal = async (category: string | null) =>
    (await adminProducts(api, token, { page: TOTALS, categoryId: category })).paginationRes?.totalDocs;
  const { body } = await api.gql<{ adminCategories: { categories: { slug: string; productCount: number }[] } }>(
    '{ adminCategories { categories { slug productCount } } }',
    { authorization: token },
  );
  const cards = body.data?.adminCategories.categories ?? [];
  return {
    frutasCard: cards.find((card) => card.slug === 'frutas')?.productCount,
    shop: await shopTotal(null),
    shopFrutas: await shopTotal('frutas'),
    shopVerduras: await shopTotal('verduras'),
    admin: await adminTotal(null),
    adminFrutas: await adminTotal(frutas),
    adminVerduras: await adminTotal(verduras),
  };
}

type Totals = Awaited<ReturnType<typeof answeredTotals>>;

/** The same totals counted from the products themselves: what the kept counts must agree with. */
async function countedTotals(): Promise<Totals> {
  const [row] = await queryRows<Totals>(
    api.app.database.db,
    sql`select
      count(*) filter (where p.is_active and c.slug = 'frutas')::int as "frutasCard",
      count(*) filter (where p.is_active and c.is_active)::int as "shop",
      count(*) filter (where p.is_active and c.is_active and c.slug = 'frutas')::int as "shopFrutas",
      count(*) filter (where p.is_active and c.is_active and c.slug = 'verduras')::int as "shopVerduras",
      count(*)::int as "admin",
      count(*) filter (where c.slug = 'frutas')::int as "adminFrutas",
      count(*) filter (where c.slug = 'verduras')::int as "adminVerduras"
    from products p join categories c on c.id = p.category_id`,
  );
  return row!;
}

/** Checks the answered totals against the counted ones and returns them. */
async function totalsAgree(token: string): Promise<Totals> {
  const answered = await answeredTotals(token);
  assert.deepEqual(answered, await countedTotals());
  return answered;
}

const moved = (from: Totals, changes: Partial<Totals>): Totals => {
  const result = { ...from };
  for (const [key, change] of Object.entries(changes) as [keyof Totals, number][]) result[key] = from[key]! + change;
  return result;
};

test('totals follow products created active and hidden, moved between categories and switched on and off', async () => {
  const token = await admin();
  const start = await totalsAgree(token);
  assert.ok(start.shopFrutas! > 0 && start.shopVerduras! > 0, 'the demo data has products in both');
  const [frutas, verduras] = [await categoryId(api, 'frutas'), await categoryId(api, 'verduras')];

  const created = await saveProduct(api, token, productInput(frutas));
  assert.equal(created.status, true, created.message);
  const afterCreate = await totalsAgree(token);
  assert.deepEqual(afterCreate, moved(start, { frutasCard: 1, shop: 1, shopFrutas: 1, admin: 1, adminFrutas: 1 }));

  const hidden = await saveProduct(api, token, productInput(frutas, { name: 'Guanábana oculta', isActive: false }));
  assert.equal(hidden.status, true, hidden.message);
  const afterHidden = await totalsAgree(token);
  assert.deepEqual(afterHidden, moved(afterCreate, { admin: 1, adminFrutas: 1 }));

  const id = created.product!.id;
  const recategorized = await saveProduct(api, token, productInput(verduras, { id }));
  assert.equal(recategorized.status, true, recategorized.message);
  const afterMove = await totalsAgree(token);
  assert.deepEqual(
    afterMove,
    moved(afterHidden, { frutasCard: -1, shopFrutas: -1, shopVerduras: 1, adminFrutas: -1, adminVerduras: 1 }),
  );

  assert.equal((await setProductActive(api, token, id, false)).status, true);
  const afterOff = await totalsAgree(token);
  assert.deepEqual(afterOff, moved(afterMove, { shop: -1, shopVerduras: -1 }));

  const stockOnly = await saveProduct(api, token, productInput(verduras, { id, isActive: false, stock: 3 }));
  assert.equal(stockOnly.status, true, stockOnly.message);
  assert.deepEqual(await totalsAgree(token), afterOff);

  assert.equal((await setProductActive(api, token, id, true)).status, true);
  assert.deepEqual(await totalsAgree(token), afterMove);
});

test('switching a category off takes its products out of the storefront totals, not the admin ones', async () => {
  const token = await admin();
  const start = await totalsAgree(token);
  const frutas = await categoryId(api, 'frutas');
  const SET_ACTIVE = `mutation ($id: ID!, $isActive: Boolean!) { setCategoryActive(id: $id, isActive: $isActive) { status } }`;
  const switchFrutas = async (isActive: boolean) => {
    const { body } = await api.gql<{ setCategoryActive: { status: boolean } }>(SET_ACTIVE, {
      variables: { id: frutas, isActive },
      authorization: token,
    });
    assert.equal(body.data?.setCategoryActive.status, true, JSON.stringify(body));
  };

  await switchFrutas(false);
  const off = await totalsAgree(token);
  assert.deepEqual(off, moved(start, { shop: -start.shopFrutas!, shopFrutas: -start.shopFrutas! }));
  await switchFrutas(true);
  assert.deepEqual(await totalsAgree(token), start);
});

test('products deleted in the database (never through the API) leave the totals right, one or all at once', async () => {
  const token = await admin();
  const start = await totalsAgree(token);
  const { db } = api.app.database;
  const id = await productIdBySlug(
    api,
    (
      await queryRows<{ slug: string }>(
        db,
        sql`
    select p.slug from products p join categories c on c.id = p.category_id
    where c.slug = 'frutas' and p.is_active and not exists (select 1 from order_lines l where l.product_id = p.id)
    limit 1`,
      )
    )[0]!.slug,
  );
  await db.execute(sql`delete from products where id = ${id}`);
  // Written behind the API's back: its cached catalogue answers are stale.
  api.app.responseCache.invalidate();
  assert.deepEqual(
    await totalsAgree(token),
    moved(start, { frutasCard: -1, shop: -1, shopFrutas: -1, admin: -1, adminFrutas: -1 }),
  );

  await db.execute(sql`truncate table order_lines, products cascade`);
  api.app.responseCache.invalidate();
  assert.deepEqual(await totalsAgree(token), {
    frutasCard: 0,
    shop: 0,
    shopFrutas: 0,
    shopVerduras: 0,
    admin: 0,
    adminFrutas: 0,
    adminVerduras: 0,
  });
});

test('a search still counts the products it matches', async () => {
  const token = await admin();
  const page = await adminProducts(api, token, { page: TOTALS, search: 'fresa' });
  const [row] = await queryRows<{ n: number }>(
    api.app.database.db,
    sql`select count(*)::int as n from products where search_text like '%fresa%'`,
  );
  assert.ok(row!.n > 0, 'the demo data has a fresa');
  assert.equal(page.paginationRes?.totalDocs, row!.n);
});
