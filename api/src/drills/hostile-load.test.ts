import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { parse } from 'graphql';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { freshDatabase, postGraphql, startApiProcess, type ApiProcess } from '../test/drill-support.js';
import { forMs, latencyFigures, latencyProbe } from '../test/latency-probe.js';

// Drill (docs/security.md, "Hostile documents", "One parse", "Fairness per address"): a real API
// process with a small heap receives hundreds of distinct ~99 KB documents that must all be
// refused, from six senders (six addresses, each within the production rate limit) at once,
// while an ordinary query from other addresses is timed. Three kinds are valid catalogue-only
// documents (the response cache's classifier once parsed and printed them in full, without the
// token limit, and kept 500: the process died after ~100); three are the older kinds (unknown
// fields, comment padding, a syntax tree as text: before the document guard each stayed cached).
const baseUrl = process.env.TEST_DATABASE_URL;
const HEAP_MB = 256;
const SENDERS = 6;
/** Catalogue-shaped documents (three kinds), then the older three kinds. */
const CATALOGUE_DOCUMENTS = 600;
const OLDER_DOCUMENTS = 180;
/** The production rate limit, per address (x-forwarded-for, TRUST_PROXY=true). */
const RATE_LIMIT_MAX = 600;
/** Each sender at half the rate limit (300 a minute). */
const SENDER_INTERVAL_MS = 200;
/** Quiet and attack windows alternate this many times (an odd count: the median is one round). */
const ROUNDS = 5;
/** A quiet window's length, after a settling pause of SETTLE_MS. */
const QUIET_MS = 3_000;
const SETTLE_MS = 1_000;

let database: { url: string; drop: () => Promise<void> } | undefined;
let api: ApiProcess | undefined;

before(async () => {
  database = baseUrl ? await freshDatabase(baseUrl, 'hostile') : undefined;
  api = await startApiProcess(database?.url ?? '', {
    ...(database ? {} : { DATA_DIR: 'memory://' }),
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_MS: '60000',
  });
});

after(async () => {
  await api?.stop();
  await database?.drop();
});

const fill = (pattern: (i: number) => string, room = 2_000) => {
  let text = '';
  for (let i = 0; text.length < GRAPHQL_LIMITS.maxBodyBytes - room; i += 1) text += pattern(i);
  return text;
};

/**
 * Three kinds of valid documents that ask only for public catalogue fields (the shape the response
 * cache's classifier keeps), each about 99 KB and each one distinct: one field repeated,
 * fragment-heavy, variable-heavy.
 */
function catalogueDocument(n: number): string {
  const salt = `${n}_${randomBytes(4).toString('hex')}`;
  if (n % 3 === 0) return `{ category(slug: "${salt}") { id } ${fill(() => 'categories { id name slug } ')} }`;
  if (n % 3 === 1) {
    const fragments = fill((i) => `fragment F${i}_${salt} on Query { categories { id name } ...F${i + 1}_${salt} } `);
    const last = /\.\.\.F(\d+)_/.exec(fragments.slice(-80))![1];
    return `query Q${salt} { ...F0_${salt} } ${fragments} fragment F${last}_${salt} on Query { categories { id } }`;
  }
  let variables = '';
  let fields = '';
  for (let i = 0; variables.length + fields.length < 96_000; i += 1) {
    variables += `$v${i}: String = "${salt}" `;
    fields += `c${i}: category(slug: $v${i}) { id } `;
  }
  return `query V${salt}(${variables}) { ${fields} }`;
}

/** The older three kinds, each about 99 KB and each one distinct. */
function olderDocument(n: number): string {
  const salt = `${n}_${randomBytes(4).toString('hex')}`;
  if (n % 3 === 0) return `{ ${fill((i) => `f${salt}_${i} `)} }`; // far over the token limit
  if (n % 3 === 1) {
    // Under the token limit, padded with comments: invalid fields the spec rules must refuse.
    const fields = Array.from({ length: 900 }, (_, i) => `x${salt}_${i}`).join(' ');
    return `# ${fill(() => 'comentario ', 22_000)}\n{ ${fields} }`;
  }
  const slug = fill(() => 'x', 4_000);
  return JSON.stringify(parse(`{ category(slug: "${slug}") { id } c${salt}: categories { id } }`)); // a syntax tree as text
}

const probe = latencyProbe(() => api!.port, '10.9');

async function heapUsedBytes(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${api!.port}/metrics`);
  const found = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(await response.text());
  assert.ok(found, 'no heap figure in /metrics');
  return Number(found[1]);
}

test(
  'hundreds of distinct ~99 KB documents from six addresses within the rate limit: all refused, heap bounded, ordinary p99 within 3x',
  { timeout: 240_000 },
  async (t) => {
    const documents = [
      ...Array.from({ length: CATALOGUE_DOCUMENTS }, (_, n) => catalogueDocument(n)),
      ...Array.from({ length: OLDER_DOCUMENTS }, (_, n) => olderDocument(n)),
    ];
    for (const document of documents.slice(0, 3)) {
      assert.ok(
        document.length > 95_000 && document.length < GRAPHQL_LIMITS.maxBodyBytes - 1_000,
        `${document.length}`,
      );
      parse(document); // valid GraphQL, catalogue fields only
    }
    await probe(forMs(1_000)); // warm-up
    const heapBefore = await heapUsedBytes();

    const answers = { refused: 0, limited: 0 };
    const sendAll = async (batch: string[]) => {
      let next = 0;
      const sender = async (_: unknown, index: number) => {
        const from = `10.6.0.${index + 1}`;
        while (next < batch.length) {
          const started = performance.now();
          const document = batch[(next += 1) - 1]!;
          const outcome = await postGraphql(api!.port, document, { timeoutMs: 30_000, from });
          assert.ok(outcome.ok, JSON.stringify(outcome));
          assert.ok([400, 429].includes(outcome.status), JSON.stringify(outcome.body).slice(0, 300));
          assert.equal(outcome.body.data ?? null, null);
          answers[outcome.status === 400 ? 'refused' : 'limited'] += 1;
          const wait = SENDER_INTERVAL_MS - (performance.now() - started);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      };
      await Promise.all(Array.from({ length: SENDERS }, sender));
    };
    // Quiet and attack windows alternate, and each round's attack is compared with the quiet window
    // just before it: other work on the machine that comes or goes during the drill moves both
    // sides of a round alike. The median of the rounds' ratios is judged.
    const rounds: { quiet: number[]; underLoad: number[] }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await probe(forMs(SETTLE_MS)); // what the previous attack left behind (GC, closing sockets)
      const quiet = await probe(forMs(QUIET_MS));
      let finished = false;
      const hostile = sendAll(documents.filter((_, n) => n % ROUNDS === round)).finally(() => (finished = true));
      const underLoad = await probe(() => finished);
      await hostile;
      assert.equal(api!.child.exitCode, null, 'the API process died');
      rounds.push({ quiet, underLoad });
    }

    await probe(forMs(5_000)); // settling before the heap is read
    assert.equal(answers.refused + answers.limited, documents.length);
    assert.ok(answers.refused >= SENDERS * 40, `only ${answers.refused} documents were read and refused`);
    assert.equal(api!.child.exitCode, null, 'the API process died');
    const grownMb = ((await heapUsedBytes()) - heapBefore) / 2 ** 20;
    const judged = rounds.map(({ quiet, underLoad }) => latencyFigures(quiet, underLoad));
    const { ratio, figures } = [...judged].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]!;
    const ordinary = rounds.reduce((sum, { underLoad }) => sum + underLoad.length, 0);
    t.diagnostic(
      `rounds: ${judged.map((round) => `x${round.ratio.toFixed(2)}`).join(', ')}; median round: ${figures}, heap +${grownMb.toFixed(1)} MB, ${answers.refused} refused (400) and ${answers.limited} limited (429), ${ordinary} ordinary queries under load`,
    );
    assert.ok(grownMb < 64, `heap grew by ${grownMb.toFixed(1)} MB`);
    assert.ok(ratio <= 3, `median of ${ROUNDS} rounds: ${figures}`);
  },
);
