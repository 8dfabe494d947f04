import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { DEMO_ADMIN, DEMO_CLIENT, TestApi, testConfig, useTestApi } from '../../test/helper.js';
import {
  categoryId,
  productIdBySlug,
  productInput,
  saveProduct,
  setProductActive,
} from '../../test/admin-products-client.js';
import { orderInput, pickProduct, placeOrder } from '../../test/orders-client.js';

// The cache as a caller sees it: every change made through the API shows on the very next read.
const api = useTestApi();
afterEach(() => api.resetData());

const PAGE = `query ($categorySlug: String) {
  productsPage(page: { nPerPage: 100 }, categorySlug: $categorySlug) { status products { id name stock price { base } } } }`;
const PRODUCT = 'query ($id: ID!) { product(id: $id) { status product { id stock } } }';
const CATEGORIES = '{ categories { id slug name productCount } }';

type Card = { id: string; name: string; stock: number; price: { base: number } };

async function read<Data>(query: string, variables: Record<string, unknown> = {}, authorization?: string) {
  const { statusCode, body } = await api.gql<Data>(query, { variables, authorization });
  assert.equal(statusCode, 200);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!;
}
const frutas = async () =>
  (await read<{ productsPage: { products: Card[] } }>(PAGE, { categorySlug: 'frutas' })).productsPage.products;
const categories = async () =>
  (await read<{ categories: { id: string; slug: string; name: string; productCount: number }[] }>(CATEGORIES))
    .categories;

/** Reads twice, so the second read is a hit; answers the (cached) result. */
async function cached<T>(reader: () => Promise<T>): Promise<T> {
  await reader();
  const hits = api.app.responseCache.stats.hits;
  const answer = await reader();
  assert.equal(api.app.responseCache.stats.hits, hits + 1, 'the second read was not a hit');
  return answer;
}

test("a cached product list shows an admin's price change, deactivation and new product on the next read", async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const frutasId = await categoryId(api, 'frutas');
  const first = (await cached(frutas))[0]!;

  const id = await productIdBySlug(api, (await api.app.services.adminProducts.find(first.id)).product!.slug);
  const current = (await api.app.services.adminProducts.find(id)).product!;
  const edit = productInput(frutasId, {
    id,
    name: current.name,
    description: current.description,
    unit: current.unit,
    basePrice: first.price.base + 7,
    discountPercentage: 0,
    stock: current.stock,
    maxPerOrder: current.maxPerOrder,
  });
  assert.equal((await saveProduct(api, admin, edit)).status, true);
  assert.equal((await frutas()).find((card) => card.id === id)?.price.base, first.price.base + 7);

  await cached(frutas);
  assert.equal((await setProductActive(api, admin, id, false)).status, true);
  assert.equal(
    (await frutas()).some((card) => card.id === id),
    false,
    'the hidden product is still listed',
  );

  await cached(frutas);
  const created = await saveProduct(api, admin, productInput(frutasId, { name: 'Pitahaya amarilla' }));
  assert.equal(created.status, true);
  assert.ok(
    (await frutas()).some((card) => card.id === created.product!.id),
    'the new product is not listed',
  );
});

test("a cached category list shows an admin's category changes on the next read", async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const before = await cached(categories);
  const [first, second] = before;
  const mutate = (query: string, variables: Record<string, unknown>) => read(query, variables, admin);

  await mutate('mutation ($id: ID!, $d: MoveDirection!) { moveCategory(id: $id, direction: $d) { status } }', {
    id: second!.id,
    d: 'UP',
  });
  assert.deepEqual(
    (await categories()).slice(0, 2).map((category) => category.id),
    [second!.id, first!.id],
  );
  await cached(categories);
  await mutate('mutation ($id: ID!) { setCategoryActive(id: $id, isActive: false) { status } }', { id: first!.id });
  assert.equal(
    (await categories()).some((category) => category.id === first!.id),
    false,
  );

  await cached(categories);
  const page = await read<{ productsPage: { products: Card[] } }>(PAGE, { categorySlug: second!.slug });
  await setProductActive(api, admin, page.productsPage.products[0]!.id, false);
  const count = (await categories()).find((category) => category.id === second!.id)?.productCount;
  assert.equal(count, second!.productCount - 1, 'product count');
});

test('the stock shown after an order is the new stock', async () => {
  const product = await pickProduct(api, 0, { stock: 9 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const stock = async () =>
    (await read<{ product: { product: { stock: number } } }>(PRODUCT, { id: product.id })).product.product.stock;
  assert.equal(await cached(stock), 9);
  const placed = await placeOrder(api, token, orderInput([{ productId: product.id, quantity: 2 }]));
  assert.equal(placed.status, true, placed.message);
  assert.equal(await stock(), 7);
});

test("an admin's view and a client's view of the catalogue never share an answer", async () => {
  const admin = await api.tokenFor(DEMO_ADMIN);
  const client = await api.tokenFor(DEMO_CLIENT);
  const hidden = (await cached(frutas))[0]!.id;
  await setProductActive(api, admin, hidden, false);
  const ADMIN_LIST = '{ adminProducts(page: { nPerPage: 100 }) { status products { id isActive } } }';
  type AdminList = { adminProducts: { status: boolean; products: { id: string }[] } };
  const { hits, misses } = api.app.responseCache.stats;
  const asAdmin = await read<AdminList>(ADMIN_LIST, {}, admin);
  const asClient = await read<AdminList>(ADMIN_LIST, {}, client);
  const asAdminAgain = await read<AdminList>(ADMIN_LIST, {}, admin);
  assert.ok(
    asAdmin.adminProducts.products.some((product) => product.id === hidden),
    'admin sees inactive ones',
  );
  assert.deepEqual(asClient.adminProducts, { status: false, products: [] });
  assert.deepEqual(asAdminAgain, asAdmin);
  // Public fields next to a personal one: the whole answer is personal.
  const mixed = `query ($id: ID!) { product(id: $id) { status } myOrders { status } }`;
  const mine = await read<{ myOrders: { status: boolean } }>(mixed, { id: hidden }, client);
  const anonymous = await read<{ myOrders: { status: boolean } }>(mixed, { id: hidden });
  assert.deepEqual([mine.myOrders.status, anonymous.myOrders.status], [true, false]);
  assert.deepEqual(api.app.responseCache.stats, { ...api.app.responseCache.stats, hits, misses });
  // The storefront's list is the same for everyone: shared, and without the hidden product.
  const forClient = await read<{ productsPage: { products: Card[] } }>(PAGE, { categorySlug: 'frutas' }, client);
  const forAdmin = await read<{ productsPage: { products: Card[] } }>(PAGE, { categorySlug: 'frutas' }, admin);
  assert.deepEqual(forAdmin, forClient);
  assert.equal(
    forAdmin.productsPage.products.some((card) => card.id === hidden),
    false,
  );
});

test('a hit gets the request id, CORS and security headers, and counts against the rate limit', async () => {
  const send = () =>
    api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-request-id': 'cache-hit-1' },
      payload: { query: CATEGORIES },
    });
  const miss = await send();
  const hits = api.app.responseCache.stats.hits;
  const hit = await send();
  assert.equal(api.app.responseCache.stats.hits, hits + 1);
  assert.equal(hit.body, miss.body);
  for (const header of [
    'content-type',
    'x-content-type-options',
    'content-security-policy',
    'strict-transport-security',
    'access-control-allow-origin',
    'x-request-id',
    'x-ratelimit-limit',
  ]) {
    assert.ok(hit.headers[header], `no ${header} on a hit`);
    assert.equal(hit.headers[header], miss.headers[header], header);
  }
  assert.equal(Number(hit.headers['x-ratelimit-remaining']), Number(miss.headers['x-ratelimit-remaining']) - 1);
  const metrics = await api.app.inject({ method: 'GET', url: '/metrics' });
  assert.match(metrics.body, /^graphql_response_cache_hits_total [1-9]/m);
  assert.match(metrics.body, /^graphql_response_cache_misses_total [1-9]/m);
});

test('cache hits are refused once the rate limit is reached', async (t) => {
  const limited = new TestApi(() => testConfig({ RATE_LIMIT_MAX: '3' }));
  t.after(() => limited.stop());
  await limited.ready();
  const codes: number[] = [];
  for (let request = 0; request < 5; request += 1) codes.push((await limited.gql(CATEGORIES)).statusCode);
  assert.deepEqual(codes, [200, 200, 200, 429, 429]);
  assert.ok(limited.app.responseCache.stats.hits >= 2);
});

test('an answer with errors is never stored', async () => {
  const broken = 'query ($id: ID!) { product(id: $id) { status } }';
  const { hits } = api.app.responseCache.stats;
  for (let request = 0; request < 2; request += 1) {
    const { body } = await api.gql(broken, { variables: {} });
    assert.ok(body.errors?.length);
  }
  assert.equal(api.app.responseCache.stats.hits, hits);
});

test('the bare `{ __typename }` (the bench ceiling) is answered by GraphQL every time, never by the cache', async () => {
  await api.ready();
  const { hits, misses } = api.app.responseCache.stats;
  for (let i = 0; i < 3; i += 1) assert.deepEqual(await read('{ __typename }'), { __typename: 'Query' });
  assert.deepEqual(api.app.responseCache.stats, { ...api.app.responseCache.stats, hits, misses });
  await cached(categories);
});
