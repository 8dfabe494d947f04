import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { useTestApi } from '../../test/helper.js';
import { categories } from '../categories/categories.table.js';
import { products } from '../products/products.table.js';
import { pickProduct, stockOf } from './orders-client.js';
import { loadPricingProducts, reserveStock } from './orders.store.js';

// ready() seeds the demo data.
const api = useTestApi();

/** The product as placeOrder read it to price the cart. */
async function readForPricing(id: string) {
  const product = (await loadPricingProducts(api.app.database.db, [id])).get(id);
  assert.ok(product);
  return product;
}

test('reserveStock takes the units only at the price the cart was priced with', async () => {
  const { db } = api.app.database;
  const product = await pickProduct(api, 0, { stock: 5, basePriceCents: 2000, discountPercentage: 10 });
  const seen = await readForPricing(product.id);
  await db.update(products).set({ basePriceCents: 2100 }).where(eq(products.id, product.id));
  assert.equal(await reserveStock(db, seen, 1), false, 'the base price moved');
  await db.update(products).set({ basePriceCents: 2000, discountPercentage: 0 }).where(eq(products.id, product.id));
  assert.equal(await reserveStock(db, seen, 1), false, 'the discount moved');
  assert.equal(await stockOf(api, product.id), 5);

  const fresh = await readForPricing(product.id);
  assert.equal(await reserveStock(db, fresh, 2), true);
  assert.equal(await stockOf(api, product.id), 3);
});

test('reserveStock never takes more than the stock, nor from a product or category off sale', async () => {
  const { db } = api.app.database;
  const product = await pickProduct(api, 1, { stock: 2 });
  const seen = await readForPricing(product.id);
  assert.equal(await reserveStock(db, seen, 3), false);
  assert.equal(await stockOf(api, product.id), 2);

  await db.update(categories).set({ isActive: false }).where(eq(categories.id, product.categoryId));
  assert.equal(await reserveStock(db, seen, 1), false, 'category off sale');
  await db.update(categories).set({ isActive: true }).where(eq(categories.id, product.categoryId));
  await db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
  assert.equal(await reserveStock(db, seen, 1), false, 'product off sale');
  assert.equal(await stockOf(api, product.id), 2);
});
