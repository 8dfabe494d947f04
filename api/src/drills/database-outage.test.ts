import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { MESSAGES } from '../modules/common/messages.js';
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
  TcpProxy,
  throughProxy,
  withClient,
  type ApiProcess,
  type HttpOutcome,
} from '../test/drill-support.js';
import { needPostgres, serviceTest } from '../test/services.js';

// Drill (docs/reliability.md, "Database down"): a real API process reaches PostgreSQL through a
// TCP proxy. Under steady load (catalogue pages and checkouts) the proxy is cut for 10 s (every
// connection reset, new ones refused), then restored. Every request must be answered quickly
// with a clear message, the process must survive, service must come back by itself, and no
// order may be left half-written.
const baseUrl = process.env.TEST_DATABASE_URL;
const postgres = await needPostgres('the proxy sits in front of a real PostgreSQL server');

const OUTAGE_MS = 10_000;
const WARM_UP_MS = 2_000;
/** No request may take longer, outage or not. */
const ANSWER_WITHIN_MS = 6_000;
/** Service must be back this long after the proxy is. */
const RECOVER_WITHIN_MS = 5_000;
const QUERY_WORKERS = 8;
const ORDER_WORKERS = 2;
const PRODUCTS = 3;
const STOCK = 5_000;

// The catalogue reads (load and recovery probe) must reach the database, not the response cache.
const NO_RESPONSE_CACHE = { RESPONSE_CACHE_MAX_ENTRIES: '0' };
const PRODUCTS_PAGE = `query { productsPage(page: { nPerPage: 8 }) { status message products { id name stock } } }`;

let database: { url: string; drop: () => Promise<void> } | undefined;
let proxy: TcpProxy | undefined;
let api: ApiProcess | undefined;

before(async () => {
  if (postgres.state !== 'ready') return;
  database = await freshDatabase(baseUrl!, 'outage');
  const target = new URL(database.url);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
});
after(async () => {
  await api?.stop();
  await proxy?.stop();
  await database?.drop();
});

type Phase = 'before' | 'outage' | 'after';
interface Sample {
  kind: 'query' | 'order';
  phase: Phase;
  startedAt: number;
  outcome: HttpOutcome;
}

/** How an answer looks to a client: served, a clear "try again", or something it should never see. */
function verdict(sample: Sample): 'ok' | 'unavailable' | 'refused-as-data' | `bad: ${string}` {
  const { outcome } = sample;
  if (!outcome.ok) return `bad: ${outcome.error}`;
  if (outcome.status >= 500) return `bad: HTTP ${outcome.status}`;
  const errors = outcome.body.errors ?? [];
  if (errors.length > 0) {
    const unclear = errors.find(
      (error) => error.extensions?.code !== 'SERVICE_UNAVAILABLE' || error.message !== MESSAGES.serviceUnavailable,
    );
    return unclear ? `bad: ${unclear.extensions?.code} ${unclear.message}` : 'unavailable';
  }
  const field = Object.values(outcome.body.data ?? {})[0] as { status?: boolean } | undefined;
  return field?.status === true ? 'ok' : 'refused-as-data';
}

serviceTest(
  postgres,
  'PostgreSQL unreachable for 10 s under load: quick clear answers, no crash, recovery, no half order',
  { timeout: 180_000 },
  async (t) => {
    const url = database!.url;
    api = await startApiProcess(throughProxy(url, proxy!), NO_RESPONSE_CACHE);
    const pid = api.pid;
    const productIds = await prepareProducts(url, PRODUCTS, STOCK);
    const initial = new Map(productIds.map((id) => [id, STOCK]));
    const token = await loginDemoClient(api.port);
    const windowId = await openDelivery(url, api.port);

    const samples: Sample[] = [];
    let phase: Phase = 'before';
    let running = true;
    const t0 = performance.now();
    const send = async (kind: Sample['kind'], worker: number, round: number) => {
      const startedAt = performance.now() - t0;
      const current = phase;
      const outcome =
        kind === 'query'
          ? await postGraphql(api!.port, PRODUCTS_PAGE)
          : await postGraphql(api!.port, PLACE_ORDER_MUTATION, {
              token,
              variables: {
                input: placeOrderInput(
                  [{ productId: productIds[(worker + round) % PRODUCTS]!, quantity: 1 + (round % 3) }],
                  undefined,
                  windowId,
                ),
              },
            });
      samples.push({ kind, phase: current, startedAt, outcome });
    };
    const worker = async (kind: Sample['kind'], index: number) => {
      for (let round = 0; running; round += 1) {
        await send(kind, index, round);
        await new Promise((resolve) => setTimeout(resolve, kind === 'query' ? 20 : 100));
      }
    };
    const workers = [
      ...Array.from({ length: QUERY_WORKERS }, (_, index) => worker('query', index)),
      ...Array.from({ length: ORDER_WORKERS }, (_, index) => worker('order', index)),
    ];

    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    await proxy!.cut();
    phase = 'outage';
    const cutAt = performance.now() - t0;
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await proxy!.restore();
    phase = 'after';
    const restoredAt = performance.now() - t0;

    // Recovery: the first catalogue page served after the proxy is back, by a request sent after it.
    let recoveredAt: number | undefined;
    while (recoveredAt === undefined && performance.now() - t0 - restoredAt < RECOVER_WITHIN_MS + ANSWER_WITHIN_MS) {
      const probe = await postGraphql(api.port, PRODUCTS_PAGE);
      if (probe.ok && verdict({ kind: 'query', phase: 'after', startedAt: 0, outcome: probe }) === 'ok') {
        recoveredAt = performance.now() - t0;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // A few seconds of load on the restored database, then stop.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    running = false;
    await Promise.all(workers);

    // Figures for docs/reliability.md.
    const during = samples.filter((sample) => sample.phase === 'outage');
    const verdicts = (list: Sample[]) =>
      list.reduce<Record<string, number>>((counts, sample) => {
        const key = `${sample.kind} ${verdict(sample)}`;
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {});
    const maxMs = (list: Sample[]) => Math.max(0, ...list.map((sample) => sample.outcome.ms));
    t.diagnostic(`requests: ${samples.length} in all, ${during.length} sent during the ${OUTAGE_MS / 1000} s outage`);
    t.diagnostic(`during the outage: ${JSON.stringify(verdicts(during))}, max latency ${maxMs(during)} ms`);
    t.diagnostic(`whole run: ${JSON.stringify(verdicts(samples))}, max latency ${maxMs(samples)} ms`);
    t.diagnostic(
      `service back ${recoveredAt === undefined ? 'never' : `${Math.round(recoveredAt - restoredAt)} ms`} after the proxy (cut at ${Math.round(cutAt)} ms)`,
    );

    // 1. Every request answered, quickly, with data or the clear Spanish "try again" (no 5xx, no reset, no hang).
    assert.ok(during.length >= 50, `too little load during the outage (${during.length})`);
    const bad = samples.filter((sample) => verdict(sample).startsWith('bad'));
    assert.deepEqual(
      bad.slice(0, 5).map((sample) => `${sample.kind}@${Math.round(sample.startedAt)}: ${verdict(sample)}`),
      [],
      `${bad.length} requests got an unclear answer or none`,
    );
    assert.ok(maxMs(samples) < ANSWER_WITHIN_MS, `slowest answer ${maxMs(samples)} ms`);
    assert.ok(
      during.some((sample) => verdict(sample) === 'unavailable'),
      'the outage was never noticed',
    );
    // 2. Same process, still running.
    assert.equal(api.child.exitCode, null, 'the API process exited');
    assert.equal(api.child.signalCode, null, 'the API process was killed');
    assert.equal(api.pid, pid);
    // 3. Back by itself: queries and checkouts work again.
    assert.ok(recoveredAt !== undefined && recoveredAt - restoredAt < RECOVER_WITHIN_MS, 'service did not come back');
    const lateOrders = samples.filter((sample) => sample.kind === 'order' && sample.startedAt > recoveredAt!);
    assert.ok(
      lateOrders.some((sample) => verdict(sample) === 'ok'),
      'no order was placed after recovery',
    );
    const health = await fetch(`http://127.0.0.1:${api.port}/ready`);
    assert.equal(health.status, 200);

    // 4. No half order: lines, totals, charges and stock agree now (an order whose charge outcome
    // was lost may wait in PENDING_PAYMENT), and after a restart has let the reconciler settle it.
    const now = await checkConsistency(url, initial, { settled: false });
    t.diagnostic(`orders after the outage: ${JSON.stringify(now.byStatus)}`);
    assert.deepEqual(now.problems, []);
    await api.stop();
    const pending = await agePendingOrders(url);
    api = await startApiProcess(throughProxy(url, proxy!), NO_RESPONSE_CACHE);
    const settled = await checkConsistency(url, initial, { settled: true });
    t.diagnostic(
      `pending orders settled by the reconciler: ${pending}; orders now: ${JSON.stringify(settled.byStatus)}`,
    );
    assert.deepEqual(settled.problems, []);
    const paidOrders = await withClient(url, async (client) => {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from orders where status = 'PAID'`,
      );
      return rows[0]!.count;
    });
    assert.ok(paidOrders > 0);
  },
);
