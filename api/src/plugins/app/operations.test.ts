import assert from 'node:assert/strict';
import { createServer, type AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { TestApi, testConfig } from '../../test/helper.js';

// Readiness, Prometheus metrics and request ids: what operators and the balancer rely on.
const logLines: string[] = [];
const api = new TestApi(() => testConfig({ LOG_LEVEL: 'info' }), { write: (line) => void logLines.push(line) });
after(() => api.stop());

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('/ready answers 200 when the database answers', async () => {
  await api.ready();
  const response = await api.app.inject({ method: 'GET', url: '/ready' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'ok', checks: { database: 'ok' } });
});

test('/ready answers 503 naming Redis when REDIS_URL points nowhere', async (t) => {
  const unreachable = new TestApi(async () => testConfig({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }));
  t.after(() => unreachable.stop());
  await unreachable.ready();
  const response = await unreachable.app.inject({ method: 'GET', url: '/ready' });
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), { status: 'error', checks: { database: 'ok', redis: 'down' } });
  // Liveness and the API itself keep working: the rate limit fails open.
  assert.equal((await unreachable.app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  const { statusCode, body } = await unreachable.gql<{ __typename: string }>('{ __typename }');
  assert.equal(statusCode, 200);
  assert.equal(body.data?.__typename, 'Query');
});

test('/metrics counts the GraphQL operation just called by its top-level field, and the HTTP request', async () => {
  // Junk operation names first: they must not crowd out the real operations' labels.
  for (let i = 0; i < 250; i += 1) await api.gql(`query Junk${i} { __typename }`);
  const { statusCode } = await api.gql('query ShopCategories { categories { id } }', {
    operationName: 'ShopCategories',
  });
  assert.equal(statusCode, 200);
  const response = await api.app.inject({ method: 'GET', url: '/metrics' });
  assert.equal(response.statusCode, 200);
  assert.match(response.headers['content-type'] as string, /^text\/plain/);
  assert.match(
    response.body,
    /^graphql_operations_total\{root_field="categories",operation_type="query",outcome="success"\} 1$/m,
  );
  assert.match(
    response.body,
    /^graphql_operations_total\{root_field="__typename",operation_type="query",outcome="success"\} 250$/m,
  );
  assert.doesNotMatch(response.body, /Junk/);
  assert.match(response.body, /^graphql_operation_duration_seconds_count\{root_field="categories"/m);
  assert.match(response.body, /^http_requests_total\{method="POST",route="\/graphql",status_code="200"\} \d+$/m);
  assert.match(response.body, /^http_request_duration_seconds_bucket\{le="0.005",method="POST",route="\/graphql"/m);
});

test('x-request-id is echoed and carried by the request log lines', async () => {
  const given = await api.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'balancer-1234' } });
  assert.equal(given.headers['x-request-id'], 'balancer-1234');
  const logged = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
  const ofRequest = logged.filter((line) => line.reqId === 'balancer-1234').map((line) => line.msg);
  assert.deepEqual(ofRequest, ['incoming request', 'request completed']);

  const generated = await api.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id\n' } });
  assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/, 'an unusable id is replaced');
});
