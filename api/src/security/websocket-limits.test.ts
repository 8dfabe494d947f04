import assert from 'node:assert/strict';
import { once } from 'node:events';
import { before, test } from 'node:test';
import { parse } from 'graphql';
import { WebSocket } from 'ws';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { MESSAGES } from '../modules/common/messages.js';
import { WEBSOCKET_CLOSE } from '../graphql/websocket-guard.js';
import { DEMO_ADMIN, useTestApi } from '../test/helper.js';

// The live channel over a real socket (graphql-transport-ws): frame size, message budget, and
// subscribe messages whose query is not text are cut off before Mercurius reads them.
const api = useTestApi();
let url = '';

before(async () => {
  await api.ready();
  const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
  url = `${address.replace(/^http/, 'ws')}/graphql`;
});

async function connect() {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  await once(socket, 'open');
  const messages: { type: string; id?: string; payload?: unknown }[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as { type: string }));
  const closed = once(socket, 'close').then(([code, reason]) => ({ code: code as number, reason: String(reason) }));
  return { socket, messages, closed, send: (message: object) => socket.send(JSON.stringify(message)) };
}

test('a message over 16 KB closes the connection unread (1009)', async () => {
  const { send, closed, messages } = await connect();
  send({ type: 'connection_init', payload: { pad: 'x'.repeat(GRAPHQL_LIMITS.maxWebsocketMessageBytes) } });
  assert.equal((await closed).code, 1009);
  assert.deepEqual(messages, []);
});

test('a flood of messages closes the connection with 4429 once the budget is spent', async () => {
  const { send, closed, messages } = await connect();
  for (let i = 0; i < 200; i += 1) send({ type: 'ping' });
  const { code, reason } = await closed;
  assert.equal(code, WEBSOCKET_CLOSE.tooManyMessages.code);
  assert.equal(reason, 'Demasiados mensajes');
  const pongs = messages.filter((message) => message.type === 'pong').length;
  assert.ok(pongs <= GRAPHQL_LIMITS.websocketMessages.limit, `${pongs} pings were answered`);
});

test('a subscribe message carrying a syntax tree instead of query text is refused with 4400', async () => {
  const { send, closed, messages } = await connect();
  send({ type: 'connection_init', payload: { Authorization: await api.tokenFor(DEMO_ADMIN) } });
  const document = parse('subscription { dashboardChanged { __typename } }');
  send({ id: '1', type: 'subscribe', payload: { query: document } });
  assert.equal((await closed).code, WEBSOCKET_CLOSE.badMessage.code);
  assert.deepEqual(
    messages.filter((message) => message.type !== 'connection_ack'),
    [],
    'nothing was subscribed or answered',
  );
});

test('subscriptions get graphql-js validation too (an unknown field is refused, nothing subscribed)', async () => {
  const { send, socket, messages } = await connect();
  send({ type: 'connection_init', payload: { Authorization: await api.tokenFor(DEMO_ADMIN) } });
  send({ id: '1', type: 'subscribe', payload: { query: 'subscription { dashboardChanged { noSuchField } }' } });
  const deadline = Date.now() + 5_000;
  while (!messages.some((message) => message.type === 'error') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.close();
  const error = messages.find((message) => message.type === 'error');
  const [first] = (error?.payload ?? []) as { message: string }[];
  assert.match(first?.message ?? '', /Cannot query field "noSuchField"/);
});

/** Waits for the first `error` message of subscription `id` (or gives up after 10 s). */
async function errorOf(messages: { type: string; id?: string; payload?: unknown }[], id: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = messages.find((message) => message.type === 'error' && message.id === id);
    if (found) return found.payload as { message: string; extensions?: { code?: string } }[];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

async function closeAll(connections: { socket: WebSocket; closed: Promise<unknown> }[]) {
  for (const connection of connections) connection.socket.close();
  await Promise.all(connections.map((connection) => connection.closed));
}

test('an unknown operationName, or two operations with one name, is answered with a Spanish GraphQL error', async () => {
  const connection = await connect();
  const { send, messages } = connection;
  send({ type: 'connection_init', payload: { Authorization: await api.tokenFor(DEMO_ADMIN) } });
  const live = 'subscription Live { dashboardChanged { __typename } }';
  send({ id: 'unknown', type: 'subscribe', payload: { query: live, operationName: 'Otra' } });
  const twice = `${live} subscription Live { dashboardChanged { __typename } }`;
  send({ id: 'twice', type: 'subscribe', payload: { query: twice, operationName: 'Live' } });
  send({ id: 'unnamed', type: 'subscribe', payload: { query: twice } });
  const unknown = await errorOf(messages, 'unknown');
  assert.deepEqual(unknown?.[0], {
    message: MESSAGES.graphql.unknownOperation('Otra'),
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
  for (const id of ['twice', 'unnamed']) {
    const [error] = (await errorOf(messages, id)) ?? [];
    assert.equal(error?.message, MESSAGES.graphql.ambiguousOperation, id);
  }
  assert.ok(!JSON.stringify(messages).includes('Cannot read properties'), JSON.stringify(messages));
  await closeAll([connection]);
});

test('subscription text over the token limit is refused while it is read, as over HTTP', async () => {
  const connection = await connect();
  const { send, messages } = connection;
  send({ type: 'connection_init', payload: { Authorization: await api.tokenFor(DEMO_ADMIN) } });
  const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'x').join(' ');
  const query = `subscription { dashboardChanged { ${fields} } }`;
  assert.ok(query.length < GRAPHQL_LIMITS.maxWebsocketMessageBytes);
  send({ id: 'long', type: 'subscribe', payload: { query } });
  const [error] = (await errorOf(messages, 'long')) ?? [];
  assert.equal(error?.extensions?.code, 'GRAPHQL_PARSE_FAILED');
  assert.match(error?.message ?? '', /Document contains more that 2000 tokens/);
  await closeAll([connection]);
});

test('one address holds at most its cap of open connections; one more is closed with 4429', async () => {
  const cap = GRAPHQL_LIMITS.websocketConnectionsPerAddress;
  const open = [];
  for (let i = 0; i < cap; i += 1) open.push(await connect());
  const extra = await connect();
  assert.deepEqual(await extra.closed, WEBSOCKET_CLOSE.tooManyConnections);
  assert.deepEqual(WEBSOCKET_CLOSE.tooManyConnections, { code: 4429, reason: 'Demasiadas conexiones' });
  // The ones within the cap still work.
  open[0]!.send({ type: 'ping' });
  const deadline = Date.now() + 10_000;
  while (!open[0]!.messages.some((message) => message.type === 'pong') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.ok(open[0]!.messages.some((message) => message.type === 'pong'));
  await closeAll(open);
  const again = await connect();
  again.send({ type: 'ping' });
  await closeAll([again]);
});

test('the messages of one address share a budget across its connections', async () => {
  const connections = [await connect(), await connect(), await connect()];
  const perConnection = GRAPHQL_LIMITS.websocketMessages.limit - 5;
  assert.ok(perConnection * connections.length > GRAPHQL_LIMITS.websocketMessagesPerAddress.limit);
  for (const { send } of connections) for (let i = 0; i < perConnection; i += 1) send({ type: 'ping' });
  const outcomes = await Promise.race([
    Promise.all(connections.map((connection) => connection.closed)),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
  ]);
  const closedByBudget = connections.filter((connection) => connection.socket.readyState === WebSocket.CLOSED);
  assert.ok(closedByBudget.length >= 1, `no connection was closed (${JSON.stringify(outcomes)})`);
  const pongs = connections.flatMap((connection) => connection.messages).filter((message) => message.type === 'pong');
  assert.ok(pongs.length <= GRAPHQL_LIMITS.websocketMessagesPerAddress.limit, `${pongs.length} pings were answered`);
  const closes = await Promise.all(closedByBudget.map((connection) => connection.closed));
  assert.ok(
    closes.every((close) => close.code === 4429 && close.reason === 'Demasiados mensajes'),
    JSON.stringify(closes),
  );
  await closeAll(connections);
});
