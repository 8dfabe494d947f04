import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { parse } from 'graphql';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { freshDatabase, postGraphql, startApiProcess, type ApiProcess } from '../test/drill-support.js';

// Drill (docs/security.md, "Hostile documents"): a real API process with a small heap receives
// hundreds of distinct ~99 KB documents that must all be refused, from six senders at once,
// while an ordinary query is timed. Before the document guard each refused document stayed
// cached (~47 MB) and took 0.5-1.3 s to validate: the process died after ~90 of them.
const baseUrl = process.env.TEST_DATABASE_URL;
const HEAP_MB = 256;
const SENDERS = 6;
const HOSTILE_DOCUMENTS = 360;
/** Each sender at a third of the production rate limit (600 a minute), as in the attack found. */
const SENDER_INTERVAL_MS = 300;
const ORDINARY = '{ categories { id name slug } }';

let database: { url: string; drop: () => Promise<void> } | undefined;
let api: ApiProcess | undefined;

before(async () => {
  database = baseUrl ? await freshDatabase(baseUrl, 'hostile') : undefined;
  api = await startApiProcess(database?.url ?? '', {
    ...(database ? {} : { DATA_DIR: 'memory://' }),
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
  });
});

after(async () => {
  await api?.stop();
  await database?.drop();
});

/** Three shapes, each about 99 KB and each one distinct. */
function hostileDocument(n: number): string {
  const salt = `${n}_${randomBytes(4).toString('hex')}`;
  const fill = (pattern: (i: number) => string, room = 2_000) => {
    let text = '';
    for (let i = 0; text.length < GRAPHQL_LIMITS.maxBodyBytes - room; i += 1) text += pattern(i);
    return text;
  };
  if (n % 3 === 0) return `{ ${fill((i) => `f${salt}_${i} `)} }`; // far over the token limit
  if (n % 3 === 1) {
    // Under the token limit, padded with comments: invalid fields the spec rules must refuse.
    const fields = Array.from({ length: 900 }, (_, i) => `x${salt}_${i}`).join(' ');
    return `# ${fill(() => 'comentario ', 22_000)}\n{ ${fields} }`;
  }
  const slug = fill(() => 'x', 4_000);
  return JSON.stringify(parse(`{ category(slug: "${slug}") { id } c${salt}: categories { id } }`)); // a syntax tree as text
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
}

/** Ordinary queries one after another until `done()`; their latencies in ms (not rounded). */
async function probe(done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!done()) {
    const started = performance.now();
    const outcome = await postGraphql(api!.port, ORDINARY);
    latencies.push(performance.now() - started);
    assert.ok(outcome.ok && outcome.status === 200, JSON.stringify(outcome));
  }
  return latencies;
}

const forMs = (ms: number) => {
  const end = performance.now() + ms;
  return () => performance.now() >= end;
};

async function heapUsedBytes(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${api!.port}/metrics`);
  const found = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(await response.text());
  assert.ok(found, 'no heap figure in /metrics');
  return Number(found[1]);
}

test(
  'hundreds of distinct oversized documents: all refused, heap bounded, ordinary p99 within 3x',
  { timeout: 240_000 },
  async (t) => {
    const documents = Array.from({ length: HOSTILE_DOCUMENTS }, (_, n) => hostileDocument(n));
    await probe(forMs(1_000)); // warm-up
    const quiet = await probe(forMs(5_000));
    const heapBefore = await heapUsedBytes();

    const refusals: number[] = [];
    let next = 0;
    const sender = async () => {
      while (next < documents.length) {
        const started = performance.now();
        const outcome = await postGraphql(api!.port, documents[next++]!, { timeoutMs: 30_000 });
        assert.ok(outcome.ok, JSON.stringify(outcome));
        assert.equal(outcome.status, 400, JSON.stringify(outcome.body).slice(0, 300));
        assert.equal(outcome.body.data ?? null, null);
        refusals.push(outcome.status);
        const wait = SENDER_INTERVAL_MS - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    let finished = false;
    const hostile = Promise.all(Array.from({ length: SENDERS }, sender)).finally(() => (finished = true));
    const underLoad = await probe(() => finished);
    await hostile;

    assert.equal(refusals.length, HOSTILE_DOCUMENTS);
    assert.equal(api!.child.exitCode, null, 'the API process died');
    const grownMb = ((await heapUsedBytes()) - heapBefore) / 2 ** 20;
    assert.ok(grownMb < 64, `heap grew by ${grownMb.toFixed(1)} MB`);
    const ratio = p99(underLoad) / p99(quiet);
    const figures = `quiet p99 ${p99(quiet).toFixed(1)} ms, under load ${p99(underLoad).toFixed(1)} ms (x${ratio.toFixed(2)})`;
    t.diagnostic(`${figures}, heap +${grownMb.toFixed(1)} MB, ${underLoad.length} ordinary queries under load`);
    assert.ok(ratio <= 3, figures);
  },
);
