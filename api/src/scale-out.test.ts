import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { Redis } from 'ioredis';
import { LIMITER_KEY_PREFIX } from './modules/auth/limiters.js';
import { MESSAGES } from './modules/common/messages.js';
import { openSubscription, untilLive, type TestSubscription } from './test/subscription-client.js';
import { orderInput, pickProduct, placeOrder } from './test/orders-client.js';
import { DEMO_ADMIN, DEMO_CLIENT, TestApi, testConfig } from './test/helper.js';
import { needAll, needPostgres, needRedis, REDIS_TEST_URL, serviceTest } from './test/services.js';

// Two stateless instances (A and B) on one PostgreSQL database and one Redis, as behind a load
// balancer: dashboards and login throttling must not care which instance a request reached.
const REDIS_URL = REDIS_TEST_URL;
const services = needAll(
  await needPostgres('instances share a PostgreSQL database (PGlite is one process)'),
  await needRedis('instances share dashboard events and login counters through Redis'),
);

const config = () => testConfig({ REDIS_URL });
// 'configured' counters: the Redis ones the app builds for itself, not the test's in-memory one.
const [instanceA, instanceB] = [
  new TestApi(config, undefined, 'configured'),
  new TestApi(config, undefined, 'configured'),
];
const websocketUrls: string[] = [];

before(async () => {
  if (services.state !== 'ready') return;
  // One after the other: each start resets the shared database.
  for (const api of [instanceA, instanceB]) {
    await api.ready();
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    websocketUrls.push(`ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/graphql`);
  }
});
after(() => Promise.all([instanceA.stop(), instanceB.stop()]));

const SNAPSHOT = 'subscription { dashboardChanged { totals { orders } } }';
type Snapshot = { dashboardChanged: { totals: { orders: number } } };

serviceTest(
  services,
  'an admin dashboard on instance B receives the snapshot for an order placed on A',
  {},
  async (t) => {
    const dashboard = openSubscription<Snapshot>(websocketUrls[1]!, SNAPSHOT, await instanceB.tokenFor(DEMO_ADMIN));
    t.after(() => dashboard.close());
    assert.ok(await untilLive(dashboard, () => instanceA.app.services.events.dashboardChanged()), 'A -> B not live');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const ordersBefore = dashboard.received.at(-1)!.dashboardChanged.totals.orders;

    const product = await pickProduct(instanceA, 0, { stock: 20 });
    const token = await instanceA.tokenFor(DEMO_CLIENT);
    const placed = await placeOrder(instanceA, token, orderInput([{ productId: product.id, quantity: 1 }]));
    assert.equal(placed.status, true, placed.message);

    const sawOrder = (subscription: TestSubscription<Snapshot>) =>
      subscription.received.some((snapshot) => snapshot.dashboardChanged.totals.orders === ordersBefore + 1);
    assert.ok(await dashboard.until(() => sawOrder(dashboard)), 'B never showed the new order');
    assert.deepEqual(dashboard.errors, []);
  },
);

serviceTest(services, 'failed logins on A and B count together against one limit', {}, async (t) => {
  // A fresh e-mail and client address per run: the counters live in Redis for the whole window.
  const email = `nobody-${randomUUID()}@example.com`;
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const redis = new Redis(REDIS_URL);
  t.after(async () => {
    await redis.del(`${LIMITER_KEY_PREFIX}login:email:${email}`, `${LIMITER_KEY_PREFIX}login:ip:${remoteAddress}`);
    redis.disconnect();
  });
  const login = async (api: TestApi) => {
    const { body } = await api.gql<{ login: { status: boolean; message: string } }>(
      'query ($email: String!, $password: String!) { login(email: $email, password: $password) { status message } }',
      { variables: { email, password: 'not-the-password' }, remoteAddress },
    );
    return body.data!.login.message;
  };
  const limit = instanceA.app.config.loginThrottle.maxFailuresPerEmail;
  const messages: string[] = [];
  for (let attempt = 0; attempt < limit; attempt += 1) messages.push(await login(attempt % 2 ? instanceB : instanceA));
  assert.ok(!messages.includes(MESSAGES.tooManyLoginAttempts), 'refused before the limit');
  assert.equal(Number(await redis.get(`${LIMITER_KEY_PREFIX}login:email:${email}`)), limit, 'one shared count');
  assert.equal(await login(instanceA), MESSAGES.tooManyLoginAttempts);
  assert.equal(await login(instanceB), MESSAGES.tooManyLoginAttempts);
});

serviceTest(services, 'a logout on instance B ends the session on A at once, and on B', {}, async () => {
  const token = await instanceA.tokenFor(DEMO_CLIENT);
  const otherDevice = await instanceB.tokenFor(DEMO_CLIENT);
  const check = async (api: TestApi, authorization: string) =>
    (await api.gql<{ validateTokenExt: { status: boolean } }>('{ validateTokenExt { status } }', { authorization }))
      .body.data?.validateTokenExt.status;
  assert.equal(await check(instanceA, token), true);
  const logout = await instanceB.gql<{ logout: { status: boolean; message: string } }>(
    'mutation { logout { status message } }',
    { authorization: otherDevice },
  );
  assert.deepEqual(logout.body.data?.logout, { status: true, message: MESSAGES.loggedOut });
  for (const api of [instanceA, instanceB]) {
    assert.equal(await check(api, token), false);
    assert.equal(await check(api, otherDevice), false);
  }
});
