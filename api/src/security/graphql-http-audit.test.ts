import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditServer } from 'graphql-http';
import { prefersGraphqlResponseJson } from '../plugins/app/graphql.js';
import { useTestApi } from '../test/helper.js';

const api = useTestApi();

/**
 * Deliberate exceptions (docs/security.md, "graphql-http audit"): with `Accept: application/json`
 * a document that does not parse, does not validate or whose variables do not coerce is answered
 * 400, not 200. The apps and the API's own tests rely on the 400 (a request error executed nothing).
 */
const ACCEPTED_WARNINGS = ['572B', 'FDE2', '7B9B'];

test('GraphQL over HTTP audit (graphql-http auditServer): no MUST fails, only the documented SHOULDs warn', async () => {
  await api.ready();
  const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const results = await auditServer({ url: `${address}/graphql` });
  assert.ok(results.length >= 50, `only ${results.length} audits ran`);
  const failures = results.filter((result) => result.status === 'error');
  assert.deepEqual(
    failures.map((result) => `${result.id} ${result.name}`),
    [],
    'every MUST of GraphQL over HTTP holds',
  );
  const warnings = results.filter((result) => result.status === 'warn').map((result) => result.id);
  assert.deepEqual(warnings.sort(), [...ACCEPTED_WARNINGS].sort());
  const notices = results.filter((result) => result.status === 'notice').map((result) => result.id);
  assert.deepEqual(notices, [], 'every MAY is followed too');
});

test('Accept: application/graphql-response+json (Apollo Client 4 default) gets that type; application/json unchanged', async () => {
  await api.ready();
  const post = (accept: string, query: string) =>
    api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept },
      payload: JSON.stringify({ query }),
    });
  const apollo = await post('application/graphql-response+json,application/json;q=0.9', '{ categories { id } }');
  assert.equal(apollo.statusCode, 200);
  assert.match(String(apollo.headers['content-type']), /^application\/graphql-response\+json/);
  assert.ok((apollo.json() as { data: { categories: unknown[] } }).data.categories.length > 0);
  const invalid = await post('application/graphql-response+json', '{ nope }');
  assert.equal(invalid.statusCode, 400);
  assert.equal('data' in (invalid.json() as object), false, 'a request error has no data entry');
  const plain = await post('application/json', '{ nope }');
  assert.equal(plain.statusCode, 400);
  assert.match(String(plain.headers['content-type']), /^application\/json/);
  assert.equal((plain.json() as { data: unknown }).data, null);
  // Wrong JSON types in the body are request errors, never unexpected errors.
  for (const body of [
    { query: 1 },
    { query: '{ __typename }', operationName: true },
    { query: '{ __typename }', variables: [] },
  ]) {
    const response = await api.app.inject({ method: 'POST', url: '/graphql', payload: body });
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(
      (response.json() as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
      'BAD_REQUEST',
    );
  }
});

test('Accept header preference', () => {
  assert.equal(prefersGraphqlResponseJson(undefined), false);
  assert.equal(prefersGraphqlResponseJson('application/json'), false);
  assert.equal(prefersGraphqlResponseJson('*/*'), false);
  assert.equal(prefersGraphqlResponseJson('application/graphql-response+json'), true);
  assert.equal(prefersGraphqlResponseJson('application/json, application/graphql-response+json;q=0.5'), false);
  assert.equal(prefersGraphqlResponseJson('application/graphql-response+json;q=0'), false);
});
