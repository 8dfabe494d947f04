import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_CLIENT } from '../../db/seed/users.seed.js';
import { useTestApi } from '../../test/helper.js';
import { categories } from '../categories/categories.table.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';
import type { PricingProduct } from './cart-pricing.js';
import { pickProduct, stockOf } from '../../test/orders-client.js';
import { insertOrderTakingStock } from './order-reserve.js';
import { loadPricingProducts } from './orders.store.js';

// ready() seeds the demo data.
const api = useTestApi();

/** The product as placeOrder read it to price the cart. */
async function readForPricing(id: string) {
  const product = (await loadPricingProducts(api.app.database.db, [id])).get(id);
  assert.ok(product);
  return product;
}

class NotTaken extends Error {}

/**
 * placeOrder's reservation of `quantity` units of `seen` (as read for pricing) for the demo client:
 * committed when the units were taken, rolled back otherwise, as placeOrder does. True when taken.
 */
async function reserveStock(seen: PricingProduct, quantity: number): Promise<boolean> {
  const { db } = api.app.database;
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CLIENT.email));
  assert.ok(client);
  const lineTotalCents = seen.basePriceCents * quantity;
  const line = { productId: seen.id, name: seen.name, unit: seen.unit, imagePath: seen.imagePath, quantity };
  const priced = { ...line, unitBaseCents: seen.basePriceCents, discountPercentage: seen.discountPercentage };
  const values = { userId: client.id, totalCents: lineTotalCents, idempotencyKey: randomUUID() };
  try {
    await db.transaction(async (tx) => {
      const lines = [{ ...priced, unitPriceCents: seen.basePriceCents, lineTotalCents }];
      const reserved = await insertOrderTakingStock(tx, values, lines, new Map([[seen.id, seen]]));
      if (reserved?.takenIds.length !== 1) throw new NotTaken();
    });
    return true;
  } catch (error) {
    if (error instanceof NotTaken) return false;
    throw error;
  }
}

test('the reservation takes the units only at the price the cart was priced with', async () => {
  const { db } = api.app.database;
  const product = await pickProduct(api, 0, { stock: 5, basePriceCents: 2000, discountPercentage: 10 });
  const seen = await readForPricing(product.id);
  await db.update(products).set({ basePriceCents: 2100 }).where(eq(products.id, product.id));
  assert.equal(await reserveStock(seen, 1), false, 'the base price moved');
  await db.update(products).set({ basePriceCents: 2000, discountPercentage: 0 }).where(eq(products.id, product.id));
  assert.equal(await reserveStock(seen, 1), false, 'the discount moved');
  assert.equal(await stockOf(api, product.id), 5);

  const fresh = await readForPricing(product.id);
  assert.equal(await reserveStock(fresh, 2), true);
  assert.equal(await stockOf(api, product.id), 3);
});

test('the reservation never takes more than the stock, nor from a product or category off sale', async () => {
  const { db } = api.app.database;
  const product = await pickProduct(api, 1, { stock: 2 });
  const seen = await readForPricing(product.id);
  assert.equal(await reserveStock(seen, 3), false);
  assert.equal(await stockOf(api, product.id), 2);

  await db.update(categories).set({ isActive: false }).where(eq(categories.id, product.categoryId));
  assert.equal(await reserveStock(seen, 1), false, 'category off sale');
  await db.update(categories).set({ isActive: true }).where(eq(categories.id, product.categoryId));
  await db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
  assert.equal(await reserveStock(seen, 1), false, 'product off sale');
  assert.equal(await stockOf(api, product.id), 2);
});
