import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { DEMO_ADMIN, DEMO_CLIENT, TestApi, testConfig } from '../../test/helper.js';
import { orderInput, pickProduct, placeOrder } from '../../test/orders-client.js';
import { openSubscription, untilLive, type TestSubscription } from '../../test/subscription-client.js';
import { needRedis, REDIS_TEST_URL, serviceTest } from '../../test/services.js';

// Two API instances sharing one Redis (REDIS_URL): an event published by either reaches the
// dashboard subscribers of both. TEST_REDIS_URL picks the server (default the local one); without
// one answering there the test is skipped saying why, or fails in CI (test/services.ts).
const REDIS_URL = REDIS_TEST_URL;
const redis = await needRedis('two instances share dashboard events through Redis');
const instances = [new TestApi(() => testConfig({ REDIS_URL })), new TestApi(() => testConfig({ REDIS_URL }))];
const urls: string[] = [];

before(async () => {
  if (redis.state !== 'ready') return;
  // One after the other: on PostgreSQL both share the database and each start resets it.
  for (const api of instances) {
    await api.ready();
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    urls.push(`ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/graphql`);
  }
});
after(() => Promise.all(instances.map((api) => api.stop())));

const QUERY = 'subscription { dashboardChanged { totals { orders } } }';
type Snapshot = { dashboardChanged: { totals: { orders: number } } };

serviceTest(redis, 'an order placed on one instance refreshes the dashboards open on both', {}, async (t) => {
  const [first, second] = instances as [TestApi, TestApi];
  const subscribers: TestSubscription<Snapshot>[] = [];
  for (const [index, api] of instances.entries()) {
    subscribers.push(openSubscription<Snapshot>(urls[index]!, QUERY, await api.tokenFor(DEMO_ADMIN)));
  }
  t.after(() => Promise.all(subscribers.map((subscriber) => subscriber.close())));
  // Each subscriber is live once an event sent by the OTHER instance reaches it.
  assert.ok(await untilLive(subscribers[0]!, () => second.app.services.events.dashboardChanged()), 'second -> first');
  assert.ok(await untilLive(subscribers[1]!, () => first.app.services.events.dashboardChanged()), 'first -> second');
  await new Promise((resolve) => setTimeout(resolve, 400));
  const seen = subscribers.map((subscriber) => subscriber.received.length);
  const ordersBefore = subscribers[0]!.received.at(-1)!.dashboardChanged.totals.orders;

  const product = await pickProduct(first, 0, { stock: 20 });
  const placed = await placeOrder(
    first,
    await first.tokenFor(DEMO_CLIENT),
    orderInput([{ productId: product.id, quantity: 1 }]),
  );
  assert.equal(placed.status, true, placed.message);

  for (const [index, subscriber] of subscribers.entries()) {
    assert.ok(
      await subscriber.until(() => subscriber.received.length > seen[index]!),
      `instance ${index + 1} heard nothing`,
    );
    assert.deepEqual(subscriber.errors, []);
  }
  const onFirst = subscribers[0]!;
  assert.ok(await onFirst.until(() => onFirst.received.at(-1)!.dashboardChanged.totals.orders === ordersBefore + 1));
});
