import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { DEMO_ADMIN, TestApi, testConfig } from '../../test/helper.js';
import { needAll, needPostgres, needRedis, REDIS_TEST_URL, serviceTest } from '../../test/services.js';

// Two instances on one PostgreSQL database and one Redis, as behind a load balancer: a change made
// through one empties the other's response cache (through the Redis event bus).
const REDIS_URL = REDIS_TEST_URL;
const services = needAll(
  await needPostgres('instances share a PostgreSQL database (PGlite is one process)'),
  await needRedis('a change reaches the other instance through the Redis event bus'),
);

const config = () => testConfig({ REDIS_URL });
const [instanceA, instanceB] = [new TestApi(config), new TestApi(config)];

before(async () => {
  if (services.state !== 'ready') return;
  // One after the other: each start resets the shared database.
  for (const api of [instanceA, instanceB]) await api.ready();
  for (const api of [instanceA, instanceB]) api.app.responseCache.invalidate();
});
after(() => Promise.all([instanceA.stop(), instanceB.stop()]));

const CATEGORIES = '{ categories { id name } }';
type Categories = { categories: { id: string; name: string }[] };

async function names(api: TestApi) {
  const { body } = await api.gql<Categories>(CATEGORIES);
  return body.data!.categories;
}

/** Reads until `check` holds, at most `ms`; answers how long it took. */
async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`still stale after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

serviceTest(
  services,
  "a category renamed through A shows on B's cached list, and A's own next read is fresh",
  {},
  async () => {
    const [first] = await names(instanceB);
    await names(instanceA);
    const hitsB = instanceB.app.responseCache.stats.hits;
    await names(instanceB);
    assert.equal(instanceB.app.responseCache.stats.hits, hitsB + 1, 'B did not cache the list');

    const admin = await instanceA.tokenFor(DEMO_ADMIN);
    const rename = `mutation ($id: ID!) { setCategoryActive(id: $id, isActive: false) { status } }`;
    const { body } = await instanceA.gql<{ setCategoryActive: { status: boolean } }>(rename, {
      variables: { id: first!.id },
      authorization: admin,
    });
    assert.equal(body.data?.setCategoryActive.status, true);
    assert.equal(
      (await names(instanceA)).some((category) => category.id === first!.id),
      false,
      'A is stale',
    );
    const gone = async () => !(await names(instanceB)).some((category) => category.id === first!.id);
    const waited = await until(gone, 2000);
    assert.ok(waited < 2000);

    // And back, the other way round: through B, seen on A.
    await names(instanceA);
    const adminB = await instanceB.tokenFor(DEMO_ADMIN);
    await instanceB.gql(rename.replace('false', 'true'), { variables: { id: first!.id }, authorization: adminB });
    await until(async () => (await names(instanceA)).some((category) => category.id === first!.id), 2000);
  },
);
