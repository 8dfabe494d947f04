import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before } from 'node:test';
import {
  agePendingOrders,
  checkConsistency,
  freshDatabase,
  loginDemoClient,
  openDelivery,
  PLACE_ORDER_MUTATION,
  placeOrderInput,
  postGraphql,
  prepareProducts,
  startApiProcess,
  withClient,
} from '../test/drill-support.js';
import { needPostgres, serviceTest } from '../test/services.js';

// Drill (docs/reliability.md, "Crash during checkout"): the API process is SIGKILLed inside
// placeOrder (TEST_CRASH_AT, src/test-hooks/crash-point.ts), then started again normally on the
// same database. The start-up reconciler must leave no charge without a paid order, no paid order
// without a charge, and the stock whole. A real server process and PostgreSQL (PGlite is one process).
const baseUrl = process.env.TEST_DATABASE_URL;
const postgres = await needPostgres('a real PostgreSQL server that outlives the killed API process');

const STOCK = 50;
let database: { url: string; drop: () => Promise<void> } | undefined;

before(async () => {
  if (postgres.state !== 'ready') return;
  database = await freshDatabase(baseUrl!, 'crash');
});
after(() => database?.drop());

async function drill(point: 'before-charge' | 'after-charge', quantity: number) {
  const url = database!.url;
  // The first start seeds the demo data; the crash hook is armed from the start.
  const crashing = await startApiProcess(url, { TEST_CRASH_AT: point });
  const [productId] = await prepareProducts(url, 1, STOCK);
  const initial = await withClient(url, async (client) => {
    const { rows } = await client.query<{ stock: number }>('select stock from products where id = $1', [productId]);
    return new Map([[productId!, rows[0]!.stock + 0]]);
  });
  // Stock already held by earlier drills' orders counts as part of the initial stock.
  const held = await withClient(url, async (client) => {
    const { rows } = await client.query<{ held: number }>(
      `select coalesce(sum(l.quantity), 0)::int as held from order_lines l join orders o on o.id = l.order_id
       where l.product_id = $1 and o.status <> 'CANCELLED'`,
      [productId],
    );
    return rows[0]!.held;
  });
  initial.set(productId!, initial.get(productId!)! + held);

  const token = await loginDemoClient(crashing.port);
  const windowId = await openDelivery(url, crashing.port);
  const key = randomUUID();
  const input = placeOrderInput([{ productId: productId!, quantity }], key, windowId);
  const answer = await postGraphql(crashing.port, PLACE_ORDER_MUTATION, { variables: { input }, token });
  const [code, signal] = await crashing.exited;
  assert.equal(signal, 'SIGKILL', `the API should have been killed at ${point} (exit ${code})`);
  assert.equal(answer.ok, false, `the request should have died with the process: ${JSON.stringify(answer)}`);

  const before = await checkConsistency(url, initial, { settled: false });
  assert.deepEqual(before.problems, [], 'inconsistent right after the crash');
  assert.equal(before.byStatus.PENDING_PAYMENT, 1, 'the crashed order should be PENDING_PAYMENT');
  const charged = await withClient(url, async (client) => {
    const { rows } = await client.query(`select 1 from payments_test where idempotency_key like '%' || $1`, [key]);
    return rows.length === 1;
  });
  assert.equal(charged, point === 'after-charge', 'the charge should exist exactly when the crash came after it');

  // The restart happens "a while later": the reconciler only touches orders older than a minute.
  assert.equal(await agePendingOrders(url), 1);
  const restarted = await startApiProcess(url);
  try {
    const settled = await checkConsistency(url, initial, { settled: true });
    assert.deepEqual(settled.problems, [], 'inconsistent after the reconciler');
    const status = await withClient(url, async (client) => {
      const { rows } = await client.query<{ status: string }>(
        'select status::text as status from orders where idempotency_key = $1',
        [key],
      );
      return rows[0]?.status;
    });
    assert.equal(status, point === 'after-charge' ? 'PAID' : 'CANCELLED');
    // The client retries with the same key: the stored answer, no second order or charge.
    const retry = await postGraphql(restarted.port, PLACE_ORDER_MUTATION, { variables: { input }, token });
    assert.ok(retry.ok && retry.status === 200, JSON.stringify(retry));
    const placed = retry.body.data?.placeOrder as {
      status: boolean;
      code: string | null;
      order: { status: string } | null;
    };
    if (point === 'after-charge') {
      assert.equal(placed.status, true);
      assert.equal(placed.order?.status, 'PAID');
    } else {
      assert.equal(placed.status, false);
      assert.equal(placed.code, 'PAYMENT_FAILED');
    }
    const after = await checkConsistency(url, initial, { settled: true });
    assert.deepEqual(after.problems, []);
    assert.equal(after.orders, before.orders, 'the retry created an order');
    return { answer, settled };
  } finally {
    await restarted.stop();
  }
}

serviceTest(
  postgres,
  'SIGKILL after the charge, before the order is committed PAID: the restart marks it PAID',
  { timeout: 120_000 },
  async (t) => {
    const { answer, settled } = await drill('after-charge', 3);
    t.diagnostic(
      `request outcome: ${JSON.stringify(answer)}; orders after restart: ${JSON.stringify(settled.byStatus)}`,
    );
  },
);

serviceTest(
  postgres,
  'SIGKILL after the stock is reserved, before the charge: the restart cancels and gives the stock back',
  { timeout: 120_000 },
  async (t) => {
    const { answer, settled } = await drill('before-charge', 2);
    t.diagnostic(
      `request outcome: ${JSON.stringify(answer)}; orders after restart: ${JSON.stringify(settled.byStatus)}`,
    );
  },
);
