import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { parse } from 'graphql';
import { MESSAGES } from '../modules/common/messages.js';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { openSubscription } from '../test/subscription-client.js';
import { DEMO_ADMIN, TestApi, testConfig, useTestApi } from '../test/helper.js';

const api = useTestApi();
const production = new TestApi(() => testConfig({ DEMO_MODE: 'false', JWT_SECRET: 'p'.repeat(40) }));
/** Calls into the services (what the resolvers do): a refused operation makes none. */
let executed = 0;

/** Every method of every service counts its calls: the resolvers only reach data through them. */
before(async () => {
  await api.ready();
  for (const service of Object.values(api.app.services as unknown as Record<string, object>)) {
    if (!service || typeof service !== 'object') continue;
    let proto: object | null = Object.getPrototypeOf(service);
    const names = new Set(Object.keys(service));
    while (proto && proto !== Object.prototype) {
      for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name);
      proto = Object.getPrototypeOf(proto);
    }
    const target = service as Record<string, unknown>;
    for (const name of names) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      target[name] = function (this: unknown, ...args: unknown[]) {
        executed += 1;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      };
    }
  }
});

interface Answer {
  statusCode: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function refused(query: string): Promise<Answer> {
  const before = executed;
  const answer = await api.gql(query);
  assert.equal(executed, before, 'the operation reached execution');
  assert.equal(answer.statusCode, 400, JSON.stringify(answer.body));
  assert.equal(answer.body.data, null);
  return answer;
}

test('a normal operation still runs (the hook counts it), answered with Cache-Control: no-store', async () => {
  const before = executed;
  const { statusCode, body } = await api.gql<{ categories: unknown[] }>('{ categories { id name } }');
  assert.equal(statusCode, 200);
  const get = await api.app.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D' });
  assert.equal(get.headers['cache-control'], 'no-store');
  const refusedAnswer = await api.app.inject({ method: 'GET', url: '/graphql?query=%7Bnope%7D' });
  assert.equal(refusedAnswer.headers['cache-control'], 'no-store');
  assert.ok(body.data?.categories.length);
  assert.ok(executed > before);
});

test('too deep: refused before execution', async () => {
  // The schema has no cycle of object types, so nest inline fragments: each one is a level too.
  let selection = 'categories { id }';
  for (let level = 0; level < GRAPHQL_LIMITS.maxDepth; level += 1) selection = `... on Query { ${selection} }`;
  const { body } = await refused(`query Deep { ${selection} }`);
  assert.match(body.errors![0]!.message, /Deep query depth \(14\) exceeds the query depth limit of 12/);
  assert.equal(body.errors![0]!.extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
});

test('too costly: refused with QUERY_TOO_COMPLEX', async () => {
  const fields = Array.from({ length: 60 }, () => 'id name slug').join(' ');
  const { body } = await refused(`{ productsPage(page: {nPerPage: 100}) { products { ${fields} } } }`);
  assert.equal(body.errors![0]!.extensions?.code, 'QUERY_TOO_COMPLEX');
  assert.match(body.errors![0]!.message, /too complex: estimated cost \d+, the limit is 8000/);
});

test('alias bomb (200 aliases of products): refused with TOO_MANY_ALIASES and TOO_MANY_ROOT_FIELDS', async () => {
  const aliases = Array.from({ length: 200 }, (_, i) => `p${i}: products { id name }`).join(' ');
  const { body } = await refused(`query Bomb { ${aliases} }`);
  const codes = body.errors!.map((error) => error.extensions?.code);
  assert.ok(codes.includes('TOO_MANY_ALIASES'), JSON.stringify(codes));
  assert.ok(codes.includes('TOO_MANY_ROOT_FIELDS'), JSON.stringify(codes));
  assert.match(body.errors!.map((error) => error.message).join('\n'), /uses 200 aliases; the limit is 20/);
});

test('a body over 100 KB is refused with 413 before parsing', async () => {
  await api.ready();
  const before = executed;
  const padding = ' '.repeat(GRAPHQL_LIMITS.maxBodyBytes);
  const response = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: `{ categories { id } ${padding}}` }),
  });
  assert.equal(response.statusCode, 413);
  assert.equal(executed, before);
  const body = response.json() as Answer['body'];
  assert.equal(body.errors?.[0]?.extensions?.code, 'FST_ERR_CTP_BODY_TOO_LARGE');
  assert.match(body.errors![0]!.message, /too large/i);
  // Just under the limit is fine.
  const fits = ' '.repeat(GRAPHQL_LIMITS.maxBodyBytes - 200);
  const ok = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: `{ categories { id } ${fits}}` }),
  });
  assert.equal(ok.statusCode, 200);
});

test('batched queries (a JSON array) are refused: one request is one operation', async () => {
  await api.ready();
  const before = executed;
  const response = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify([{ query: '{ categories { id } }' }, { query: '{ categories { id } }' }]),
  });
  assert.equal(response.statusCode, 400);
  assert.equal(executed, before);
});

test('demo mode: introspection and "Did you mean" hints stay available', async () => {
  const schema = await api.gql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
  assert.equal(schema.body.data?.__schema.queryType.name, 'Query');
  const typo = await api.gql('{ categoriez { id } }');
  assert.match(typo.body.errors![0]!.message, /Did you mean "categories"/);
});

test('production: introspection is refused and hints are removed from messages', async (t) => {
  t.after(() => production.stop());
  await production.ready();
  for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Product") { fields { name } } }']) {
    const { statusCode, body } = await production.gql(query);
    assert.equal(statusCode, 400);
    assert.equal(body.data, null);
    assert.match(body.errors![0]!.message, /introspection has been disabled/);
  }
  const typo = await production.gql('{ categoriez { id } }');
  assert.equal(typo.statusCode, 400);
  assert.equal(typo.body.errors![0]!.message, 'Cannot query field "categoriez" on type "Query".');
  const badEnum = await production.gql('{ productsPage(page: {requestedPage: FIRTS}) { status } }');
  assert.doesNotMatch(JSON.stringify(badEnum.body), /Did you mean|FIRST/);
  // __typename is not introspection of the schema: the apps may keep using it.
  const typename = await production.gql<{ __typename: string }>('{ __typename }');
  assert.equal(typename.body.data?.__typename, 'Query');
});

test('websocket subscriptions get the same limits (an alias bomb inside dashboardChanged is refused)', async (t) => {
  await api.ready();
  const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `${address.replace(/^http/, 'ws')}/graphql`;
  const admin = await api.tokenFor(DEMO_ADMIN);
  const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: __typename`).join(' ');
  const bomb = openSubscription(url, `subscription Bomb { dashboardChanged { ${aliases} } }`, admin);
  t.after(() => bomb.close());
  assert.ok(await bomb.until(() => bomb.errors.length > 0), 'the subscription was not refused');
  assert.match(JSON.stringify(bomb.errors), /uses 25 aliases; the limit is 20/);
  assert.deepEqual(bomb.received, []);
});

test('a document over the token limit is refused while it is read, and the same text is refused again', async () => {
  const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, (_, i) => `f${i}`).join(' ');
  for (let round = 0; round < 2; round += 1) {
    const { body } = await refused(`{ ${fields} }`);
    assert.equal(body.errors!.length, 1);
    assert.equal(body.errors![0]!.extensions?.code, 'GRAPHQL_PARSE_FAILED');
    assert.match(body.errors![0]!.message, /Document contains more that 2000 tokens\. Parsing aborted\./);
  }
});

test('query text holding a JSON syntax tree is a syntax error, not a document', async () => {
  const tree = JSON.stringify(parse('{ categories { id name } }'));
  const { body } = await refused(tree);
  assert.equal(body.errors![0]!.extensions?.code, 'GRAPHQL_PARSE_FAILED');
  assert.equal(body.errors![0]!.message, MESSAGES.graphql.notText);
});

test('a refused document gets at most 10 errors back, however many it breaks', async () => {
  const fields = Array.from({ length: 300 }, (_, i) => `unknown${i}`).join(' ');
  const { body } = await refused(`query Many { ${fields} }`);
  assert.ok(body.errors!.length <= GRAPHQL_LIMITS.maxValidationErrors + 1, `${body.errors!.length} errors`);
});
