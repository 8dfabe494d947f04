import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { WebSocket } from 'ws';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { WEBSOCKET_CLOSE } from '../graphql/websocket-guard.js';
import { freshDatabase, startApiProcess, type ApiProcess } from '../test/drill-support.js';
import { forMs, latencyFigures, latencyProbe } from '../test/latency-probe.js';

// Drill (docs/security.md, "The websocket under the HTTP guard"): 100 websocket connections from
// one address, each sending ~15 KB subscribe messages at its own limit (3 a second: 30 per 10 s),
// while an ordinary HTTP query from other addresses is timed. Before the per-address caps no
// connection was closed and the ordinary query took up to 22.9 s. Now the connections beyond the
// address' cap are closed with 4429, and the address' message budget bounds the work of the rest.
const baseUrl = process.env.TEST_DATABASE_URL;
const HEAP_MB = 256;
const CONNECTIONS = 100;
const ATTACKER = '10.7.0.1';
/** At the per-connection limit (30 messages per 10 s), never over it. */
const SEND_INTERVAL_MS = 350; // 28-29 a window, with connection_init at most 30
const FLOOD_MS = 20_000;
/** A valid subscription of ~15 KB (under the 16 KB frame limit and the token limit). */
const SUBSCRIPTION = `subscription { dashboardChanged { ${Array.from({ length: 1_350 }, () => '__typename').join(' ')} } }`;

let database: { url: string; drop: () => Promise<void> } | undefined;
let api: ApiProcess | undefined;

before(async () => {
  database = baseUrl ? await freshDatabase(baseUrl, 'wsflood') : undefined;
  api = await startApiProcess(database?.url ?? '', {
    ...(database ? {} : { DATA_DIR: 'memory://' }),
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: '600',
    RATE_LIMIT_WINDOW_MS: '60000',
  });
});

after(async () => {
  await api?.stop();
  await database?.drop();
});

const probe = latencyProbe(() => api!.port, '10.8');

interface Flooder {
  closed: Promise<{ code: number; reason: string }>;
  start(): void;
  stop(): void;
}

/**
 * One connection of the attacker, opened; `start()`: init, then a subscribe message every
 * SEND_INTERVAL_MS until closed or stopped.
 */
async function flooder(port: number): Promise<Flooder> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
    headers: { 'x-forwarded-for': ATTACKER },
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    socket.once('open', () => resolve());
    socket.once('close', () => resolve());
  });
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const send = (message: object) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  void closed.then(() => clearInterval(timer));
  return {
    closed,
    start() {
      send({ type: 'connection_init', payload: {} });
      timer = setInterval(() => {
        sent += 1;
        send({ id: String(sent), type: 'subscribe', payload: { query: SUBSCRIPTION } });
      }, SEND_INTERVAL_MS);
    },
    stop() {
      clearInterval(timer);
      socket.terminate();
    },
  };
}

test(
  '100 websocket connections from one address at the per-connection limit: the excess closed with 4429, ordinary p99 within 3x',
  { timeout: 180_000 },
  async (t) => {
    assert.ok(SUBSCRIPTION.length > 14_000 && SUBSCRIPTION.length < GRAPHQL_LIMITS.maxWebsocketMessageBytes - 200);
    await probe(forMs(1_000)); // warm-up
    const quietBefore = await probe(forMs(5_000));

    // All 100 open first (those over the cap are closed at once), then all of them send.
    const flooders: Flooder[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) flooders.push(await flooder(api!.port));
    const closes: { code: number; reason: string }[] = [];
    for (const { closed } of flooders) void closed.then((close) => closes.push(close));
    for (const { start } of flooders) start();
    const underLoad = await probe(forMs(FLOOD_MS));
    for (const { stop } of flooders) stop();
    assert.equal(api!.child.exitCode, null, 'the API process died');
    const quietAfter = await probe(forMs(5_000));
    const quiet = [...quietBefore, ...quietAfter];

    const tooMany = closes.filter((close) => close.code === 4429);
    const overCap = tooMany.filter((close) => close.reason === 'Demasiadas conexiones');
    const { ratio, figures } = latencyFigures(quiet, underLoad);
    t.diagnostic(
      `${figures}; ${closes.length} connections closed during the flood: ${overCap.length} over the address cap, ${tooMany.length - overCap.length} over a message budget; ${underLoad.length} ordinary queries under load`,
    );
    assert.deepEqual(WEBSOCKET_CLOSE.tooManyConnections, { code: 4429, reason: 'Demasiadas conexiones' });
    assert.equal(overCap.length, CONNECTIONS - GRAPHQL_LIMITS.websocketConnectionsPerAddress, 'closed over the cap');
    assert.equal(tooMany.length, closes.length, `every close is 4429: ${JSON.stringify(closes.slice(0, 5))}`);
    assert.ok(ratio <= 3, figures);
  },
);
