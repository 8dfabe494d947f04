// Mis compras and an order's page: the host's boot sends the page's first query from the text in
// remote-cart's manifest (webpack/federation/page-queries.cjs); the page's own request through the
// site's Apollo client must be the same bytes, so it takes that answer instead of asking again.
import {
  createApolloClient,
  PAGE_SIZE_CHOICES,
  PAGE_SIZE_DEFAULT,
  rememberSelectedOrder,
  sendFirstPageQuery,
  STORAGE_KEYS,
} from 'shared';
import { MyOrderDocument, MyOrdersDocument } from '../../generated/graphql';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageQueries } = require('../../../../webpack/federation/page-queries.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const declared = require('../../../page-queries.cjs');

const GRAPHQL_URL = 'http://api.test/graphql';
const TOKEN = 'tok-ana';
const manifest: Record<string, unknown> = pageQueries(`${__dirname}/../../..`, declared);

/** What fetch resolves to, as much of a Response as Apollo's HTTP link reads. */
const answer = (data: unknown) => ({
  ok: true,
  status: 200,
  headers: new Headers({ 'content-type': 'application/json' }),
  text: async () => JSON.stringify({ data }),
});
const ORDERS = {
  myOrders: { __typename: 'OrdersResult', status: true, message: 'early', paginationRes: null, orders: [] },
};
const ORDER = { myOrder: { __typename: 'OrderResult', status: false, message: 'early', order: null } };

function storeSession(token = TOKEN) {
  const value = {
    token,
    label: 'Ana',
    role: 'client',
    userId: 'u1',
    expireTime: Date.now() / 1000 + 3600,
    isEmailVerified: true,
  };
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ value, storedUntil: Date.now() + 3_600_000 }));
}

function setup(data: unknown, token = TOKEN) {
  const early = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer(data));
  globalThis.fetch = early as unknown as typeof fetch;
  const asked = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer({ asked: true }));
  const client = createApolloClient({
    graphqlUrl: GRAPHQL_URL,
    wsUrl: 'ws://api.test/graphql',
    getToken: () => token,
    fetch: asked as unknown as typeof fetch,
  });
  return { early, asked, client };
}

/** The variables Mis compras sends first: useOrderList's first page at the size chosen for the list. */
const firstPage = (nPerPage: number) => ({ page: { requestedPage: 'FIRST', nPerPage } });
const CHOSEN_SIZE = PAGE_SIZE_CHOICES.find((size) => size !== PAGE_SIZE_DEFAULT)!;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeSession();
});

describe('the first query of a framed page, sent early', () => {
  it('Mis compras: the page request takes the early answer, sent with the page size the shopper chose', async () => {
    localStorage.setItem('pageSize:my-orders', String(CHOSEN_SIZE));
    const { early, asked, client } = setup(ORDERS);
    expect(sendFirstPageQuery(GRAPHQL_URL, manifest.orders)).toBe(true);
    const [url, init] = early.mock.calls[0]!;
    expect(url).toBe(GRAPHQL_URL);
    expect(JSON.parse(String(init!.body)).variables).toEqual(firstPage(CHOSEN_SIZE));
    expect((init!.headers as Record<string, string>).Authorization).toBe(TOKEN);

    const { data } = await client.query({ query: MyOrdersDocument, variables: firstPage(CHOSEN_SIZE) as never });
    expect(data).toEqual(ORDERS);
    expect(asked).not.toHaveBeenCalled();
    // Taken once: the next request (a reload of the list) asks the API.
    await client.query({ query: MyOrdersDocument, variables: firstPage(CHOSEN_SIZE) as never });
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("an order's page: the chosen order's id; without a choice nothing is sent", async () => {
    const { early, asked, client } = setup(ORDER);
    expect(sendFirstPageQuery(GRAPHQL_URL, manifest.orderDetail)).toBe(false);
    rememberSelectedOrder('shopper', 'o-7');
    expect(sendFirstPageQuery(GRAPHQL_URL, manifest.orderDetail)).toBe(true);
    expect(early).toHaveBeenCalledTimes(1);
    const { data } = await client.query({ query: MyOrderDocument, variables: { id: 'o-7' } });
    expect(data).toEqual(ORDER);
    expect(asked).not.toHaveBeenCalled();
  });

  it('other variables, another session or no session: the page asks the API itself', async () => {
    const other = setup(ORDERS);
    sendFirstPageQuery(GRAPHQL_URL, manifest.orders);
    await other.client.query({ query: MyOrdersDocument, variables: firstPage(CHOSEN_SIZE) as never });
    expect(other.asked).toHaveBeenCalledTimes(1);

    const stranger = setup(ORDERS, 'tok-other');
    sendFirstPageQuery(GRAPHQL_URL, manifest.orders);
    await stranger.client.query({ query: MyOrdersDocument, variables: firstPage(PAGE_SIZE_DEFAULT) as never });
    expect(stranger.asked).toHaveBeenCalledTimes(1);

    localStorage.removeItem(STORAGE_KEYS.session);
    const anonymous = setup(ORDERS);
    expect(sendFirstPageQuery(GRAPHQL_URL, manifest.orders)).toBe(false);
    expect(anonymous.early).not.toHaveBeenCalled();
  });

  it('an early request that failed, or an answer older than 10 s, is not handed out', async () => {
    const failed = setup(ORDERS);
    failed.early.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendFirstPageQuery(GRAPHQL_URL, manifest.orders);
    const { data } = await failed.client.query({
      query: MyOrdersDocument,
      variables: firstPage(PAGE_SIZE_DEFAULT) as never,
    });
    expect(data).toEqual({ asked: true });

    const stale = setup(ORDERS);
    sendFirstPageQuery(GRAPHQL_URL, manifest.orders, Date.now() - 11_000);
    await stale.client.query({ query: MyOrdersDocument, variables: firstPage(PAGE_SIZE_DEFAULT) as never });
    expect(stale.asked).toHaveBeenCalledTimes(1);
  });

  it('a manifest entry that is not a page query is ignored', () => {
    const { early } = setup(ORDERS);
    expect(sendFirstPageQuery(GRAPHQL_URL, { operationName: 'myOrders' })).toBe(false);
    expect(sendFirstPageQuery(GRAPHQL_URL, { ...(manifest.orders as object), variables: 'unknownRecipe' })).toBe(false);
    expect(early).not.toHaveBeenCalled();
  });
});
