import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { useTestApi } from '../../test/helper.js';
import { categories } from '../categories/categories.table.js';
import { products } from './products.table.js';

const api = useTestApi();

interface ProductDto {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
  price: { discountPercentage: number };
  category: { slug: string; name: string; isActive: boolean; productCount: number };
}

const FIELDS = 'id name slug isActive price { discountPercentage } category { slug name isActive productCount }';
const PRODUCT = `query ($id: ID!) { product(id: $id) { status message product { ${FIELDS} } } }`;
const FEATURED = `query ($limit: Int) { featuredProducts(limit: $limit) { ${FIELDS} } }`;
const FEATURED_DEFAULT = `{ featuredProducts { ${FIELDS} } }`;
const LIST = `{ products { ${FIELDS} } }`;

const NOT_AVAILABLE = 'El producto no existe o ya no está disponible.';

async function product(id: string) {
  const response = await api.gql<{ product: { status: boolean; message: string; product: ProductDto | null } }>(
    PRODUCT,
    { variables: { id } },
  );
  assert.equal(response.statusCode, 200);
  assert.equal(response.body.errors, undefined, JSON.stringify(response.body.errors));
  return response.body.data?.product;
}

async function featured(limit?: number | null) {
  const response = await api.gql<{ featuredProducts: ProductDto[] }>(
    limit === undefined ? FEATURED_DEFAULT : FEATURED,
    {
      variables: { limit },
    },
  );
  assert.equal(response.body.errors, undefined, JSON.stringify(response.body.errors));
  return response.body.data?.featuredProducts ?? [];
}

const slugOf = async (slug: string) => {
  const [row] = await api.app.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
};

/** An active product with the biggest discount of all, in the inactive category "de-temporada". */
async function withProductInInactiveCategory(run: (id: string) => Promise<void>) {
  const { db } = api.app.database;
  const [hidden] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'de-temporada'));
  const [row] = await db
    .insert(products)
    .values({
      name: 'Aaa mango de temporada',
      slug: 'mango-temporada',
      categoryId: hidden?.id ?? '',
      basePriceCents: 5_000,
      discountPercentage: 90,
    })
    .returning({ id: products.id });
  try {
    await run(row?.id ?? '');
  } finally {
    await db.delete(products).where(eq(products.slug, 'mango-temporada'));
  }
}

test('product(id) answers an active product with its category', async () => {
  const id = await slugOf('chile-poblano');
  const answer = await product(id);
  assert.equal(answer?.status, true);
  assert.equal(answer?.product?.id, id);
  assert.equal(answer?.product?.name, 'Chile poblano');
  assert.deepEqual(answer?.product?.category, { slug: 'chiles', name: 'Chiles', isActive: true, productCount: 4 });
});

test('an inactive product, one of an inactive category, an unknown or malformed id: the same answer', async () => {
  const expected = { status: false, message: NOT_AVAILABLE, product: null };
  assert.deepEqual(await product(await slugOf('pitaya')), expected, 'inactive product');
  assert.deepEqual(await product(randomUUID()), expected, 'unknown id');
  for (const malformed of ['abc', '', '123', "' or 1=1 --", `${randomUUID()}x`]) {
    assert.deepEqual(await product(malformed), expected, `malformed ${malformed}`);
  }
  await withProductInInactiveCategory(async (id) => {
    assert.deepEqual(await product(id), expected, 'inactive category');
  });
});

test('featuredProducts: biggest discount first, then by name; 8 by default', async () => {
  const { body } = await api.gql<{ products: ProductDto[] }>(LIST);
  const byName = body.data?.products ?? [];
  // The list is already by name, and the sort is stable: ties keep name order.
  const expected = [...byName].sort((a, b) => b.price.discountPercentage - a.price.discountPercentage);
  const top = await featured();
  assert.equal(top.length, 8);
  assert.deepEqual(
    top.map((item) => item.slug),
    expected.slice(0, 8).map((item) => item.slug),
  );
  assert.equal(top[0]?.price.discountPercentage, 25);
  assert.deepEqual(
    (await featured(24)).map((item) => item.slug),
    expected.slice(0, 24).map((item) => item.slug),
  );
});

test('featuredProducts clamps the limit to 1..24 instead of failing', async () => {
  assert.equal((await featured(3)).length, 3);
  assert.equal((await featured(0)).length, 1);
  assert.equal((await featured(-50)).length, 1);
  assert.equal((await featured(25)).length, 24);
  assert.equal((await featured(2_000_000_000)).length, 24);
  assert.equal((await featured(null)).length, 8);
});

test('featuredProducts shows only active products of active categories', async () => {
  const { db } = api.app.database;
  await db.update(products).set({ discountPercentage: 95 }).where(eq(products.slug, 'pitaya'));
  try {
    await withProductInInactiveCategory(async () => {
      const all = await featured(24);
      assert.ok(all.every((item) => item.isActive && item.category.isActive));
      assert.ok(!all.some((item) => item.slug === 'pitaya' || item.slug === 'mango-temporada'));
      assert.equal(all[0]?.price.discountPercentage, 25);
    });
  } finally {
    await db.update(products).set({ discountPercentage: 0 }).where(eq(products.slug, 'pitaya'));
  }
});
