// The storefront server renderer's own rate-limit budget (issue 28 item 5; docs/security.md).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../config.js';
import { TestApi, testConfig } from '../../test/helper.js';
import { RENDERER_SECRET_HEADER } from './renderer-budget.js';

const SECRET = 'r'.repeat(40);
const CATEGORY_NAMES = JSON.stringify({ query: '{ categories { name } }' });

async function statuses(api: TestApi, headers: Record<string, string>, count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: CATEGORY_NAMES,
    });
    answers.push(response.statusCode);
  }
  return answers;
}

test('requests with the renderer secret count in their own bucket; shoppers of the same address keep theirs', async (t) => {
  const api = new TestApi(() =>
    testConfig({ RATE_LIMIT_MAX: '3', SSR_API_SECRET: SECRET, RENDERER_RATE_LIMIT_MAX: '5' }),
  );
  t.after(() => api.stop());
  await api.ready();
  const renderer = { [RENDERER_SECRET_HEADER]: SECRET };
  assert.deepEqual(await statuses(api, renderer, 5), [200, 200, 200, 200, 200], 'the renderer: its own 5');
  assert.deepEqual(await statuses(api, {}, 4), [200, 200, 200, 429], 'a shopper of the same address: still 3');
  assert.deepEqual(await statuses(api, renderer, 1), [429], 'the renderer at its own limit');
});

test('a wrong, short or empty secret gets nothing special: the address budget', async (t) => {
  const api = new TestApi(() =>
    testConfig({ RATE_LIMIT_MAX: '3', SSR_API_SECRET: SECRET, RENDERER_RATE_LIMIT_MAX: '50' }),
  );
  t.after(() => api.stop());
  await api.ready();
  const wrong = await statuses(api, { [RENDERER_SECRET_HEADER]: 'x'.repeat(40) }, 2);
  const short = await statuses(api, { [RENDERER_SECRET_HEADER]: SECRET.slice(1) }, 1);
  const empty = await statuses(api, { [RENDERER_SECRET_HEADER]: '' }, 1);
  assert.deepEqual([...wrong, ...short, ...empty], [200, 200, 200, 429], 'all four counted as the address');
});

test('without SSR_API_SECRET the header means nothing; a short secret refuses to start', async (t) => {
  const api = new TestApi(() => testConfig({ RATE_LIMIT_MAX: '2' }));
  t.after(() => api.stop());
  await api.ready();
  assert.deepEqual(await statuses(api, { [RENDERER_SECRET_HEADER]: 'undefined' }, 3), [200, 200, 429]);
  assert.throws(
    () => loadConfig({ NODE_ENV: 'test', SSR_API_SECRET: 'short' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /SSR_API_SECRET must be at least 32 characters/);
      return true;
    },
  );
  const defaults = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MAX: '600', SSR_API_SECRET: SECRET });
  assert.deepEqual(defaults.rendererBudget, { secret: SECRET, max: 6000 }, 'ten times the address budget');
});
