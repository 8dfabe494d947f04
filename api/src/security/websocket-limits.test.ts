import assert from 'node:assert/strict';
import { once } from 'node:events';
import { before, test } from 'node:test';
import { parse } from 'graphql';
import { WebSocket } from 'ws';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
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
  const messages: { type: string; payload?: unknown }[] = [];
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
