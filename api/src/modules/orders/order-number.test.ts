import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { orderInput, pickProduct, placeOrder } from '../../test/orders-client.js';

// ready() seeds the demo data.
const api = useTestApi();

async function nextOrderNumberAfter(last: number): Promise<string> {
  await api.app.database.db.execute(sql`select setval('order_number_seq', ${last})`);
  const product = await pickProduct(api, 0, { stock: 50, maxPerOrder: 10 });
  const answer = await placeOrder(
    api,
    await api.tokenFor(DEMO_CLIENT),
    orderInput([{ productId: product.id, quantity: 1 }]),
  );
  assert.equal(answer.status, true, answer.message);
  return answer.order!.number;
}

test('order numbers have at least six digits: DC-000042', async () => {
  assert.equal(await nextOrderNumberAfter(41), 'DC-000042');
});

test('past 999,999 orders the number grows instead of being cut (no duplicate DC-100000)', async () => {
  assert.equal(await nextOrderNumberAfter(999_998), 'DC-999999');
  assert.equal(await nextOrderNumberAfter(999_999), 'DC-1000000');
  assert.equal(await nextOrderNumberAfter(1_234_566), 'DC-1234567');
});
