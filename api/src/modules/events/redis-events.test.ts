import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { DEMO_ADMIN, DEMO_CLIENT, TestApi, testConfig } from '../../test/helper.js';
import { orderInput, pickProduct, placeOrder } from '../orders/orders-client.js';
import { openSubscription, untilLive, type TestSubscription } from '../dashboard/subscription-client.js';

// Two API instances sharing one Redis (REDIS_URL): an event published by either reaches the
// dashboard subscribers of both. TEST_REDIS_URL picks the server (default the local one); the
// file is skipped, saying why, when nothing answers there.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

function reachable(redisUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

const redisUp = await reachable(REDIS_URL);
const instances = [new TestApi(() => testConfig({ REDIS_URL })), new TestApi(() => testConfig({ REDIS_URL }))];
const urls: string[] = [];

before(async () => {
  if (!redisUp) return;
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

test(
  'an order placed on one instance refreshes the dashboards open on both',
  { skip: !redisUp && `no Redis at ${REDIS_URL}` },
  async (t) => {
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
  },
);
