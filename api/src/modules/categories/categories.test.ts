import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ADMIN, useTestApi } from '../../test/helper.js';

const api = useTestApi();
const run = <Row>(statement: string) => queryRows<Row>(api.app.database.db, sql.raw(statement));

interface CategoriesData {
  categories: {
    name: string;
    slug: string;
    order: number;
    imageNum: number;
    imageUrl: string;
    isActive: boolean;
    productCount: number;
  }[];
}

const QUERY = '{ categories { name slug order imageNum imageUrl isActive productCount } }';

test('active categories come in display order with an image and their product count', async () => {
  const { body } = await api.gql<CategoriesData>(QUERY);
  const categories = body.data?.categories ?? [];
  assert.deepEqual(
    categories.map((category) => category.name),
    ['Frutas', 'Frutas tropicales', 'Verduras', 'Chiles', 'Raíces y tubérculos', 'Hojas verdes', 'Hierbas y especias'],
  );
  assert.ok(categories.every((category) => category.isActive));
  const tropical = categories.find((category) => category.slug === 'frutas-tropicales');
  assert.equal(tropical?.productCount, 8, 'the inactive pitaya is not counted');
  assert.equal(tropical?.imageUrl, 'http://api.test/images/categories/2.svg');
});

test('every category image URL is served by the API', async () => {
  const { body } = await api.gql<CategoriesData>(QUERY);
  for (const { imageUrl } of body.data?.categories ?? []) {
    const response = await api.app.inject({ method: 'GET', url: new URL(imageUrl).pathname });
    assert.equal(response.statusCode, 200, imageUrl);
    assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
  }
});

const ONE = 'query ($slug: String!) { category(slug: $slug) { name slug isActive productCount imageUrl } }';

const category = async (slug: string) => {
  const { statusCode, body } = await api.gql<{ category: CategoriesData['categories'][number] | null }>(ONE, {
    variables: { slug },
  });
  assert.equal(statusCode, 200);
  assert.equal(body.errors, undefined);
  return body.data?.category;
};

test('category(slug) answers one active category with its product count', async () => {
  assert.deepEqual(await category('frutas-tropicales'), {
    name: 'Frutas tropicales',
    slug: 'frutas-tropicales',
    isActive: true,
    productCount: 8,
    imageUrl: 'http://api.test/images/categories/2.svg',
  });
  const { body } = await api.gql<CategoriesData>(QUERY);
  for (const listed of body.data?.categories ?? []) {
    assert.equal((await category(listed.slug))?.productCount, listed.productCount, listed.slug);
  }
});

test('category(slug) is null for an unknown or an inactive category', async () => {
  assert.equal(await category('no-existe'), null);
  assert.equal(await category(''), null);
  assert.equal(await category('de-temporada'), null, 'inactive');
});

test('a category with no product on sale is not listed to shoppers; the admin still lists it (issue 29)', async () => {
  const names = async () => ((await api.gql<CategoriesData>(QUERY)).body.data?.categories ?? []).map((c) => c.name);
  const herbs = `(select id from categories where slug = 'hierbas-y-especias')`;
  const onSale = await run<{ id: string }>(`select id from products where is_active and category_id = ${herbs}`);
  assert.ok(onSale.length > 0);
  await run(`update products set is_active = false where category_id = ${herbs}`);
  try {
    api.app.responseCache.invalidate(); // changed by SQL, behind the API's back
    assert.ok(!(await names()).includes('Hierbas y especias'));
    const { body } = await api.gql<{ adminCategories: { categories: { name: string }[] } }>(
      '{ adminCategories { categories { name } } }',
      { authorization: await api.tokenFor(DEMO_ADMIN) },
    );
    assert.ok(body.data!.adminCategories.categories.some((c) => c.name === 'Hierbas y especias'));
  } finally {
    await run(`update products set is_active = true where id in (${onSale.map((p) => `'${p.id}'`).join(', ')})`);
    api.app.responseCache.invalidate();
  }
  assert.ok((await names()).includes('Hierbas y especias'));
});
