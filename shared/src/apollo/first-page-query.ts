import { fallbackHttpConfig } from '@apollo/client';
import { firstOrderPage } from '../orders/use-order-list';
import { selectedOrderId } from '../orders/order-side';
import { loadStoredSession } from '../session/session-storage';

/**
 * A framed page's first query as its remote's manifest states it (`metaData.pageQueries[page]`,
 * webpack/federation/page-queries.cjs): the text Apollo will send, and which recipe below gives
 * the variables the page will send it with.
 */
export interface PageQuery {
  operationName: string;
  query: string;
  variables: string;
}

type Variables = Record<string, unknown>;

/**
 * The variables a page's first query is sent with, by the name a manifest gives. The pages use the
 * same values (my-orders-page: `useOrderList`'s first page; order-detail-page: the chosen order).
 * null: the page will not send it (no order chosen: the page goes back to the list).
 */
const FIRST_QUERY_VARIABLES: Record<string, () => Variables | null> = {
  shopperOrdersFirstPage: () => ({ page: firstOrderPage('shopper') }),
  shopperChosenOrder: () => {
    const id = selectedOrderId('shopper');
    return id ? { id } : null;
  },
};

/** An early answer older than this is not handed out: the page asks again (never a stale list). */
const EARLY_QUERY_FRESH_MS = 10_000;

interface EarlyQuery {
  url: string;
  body: string;
  token: string;
  sentAt: number;
  response: Promise<Response>;
}

let early: EarlyQuery | null = null;

const isPageQuery = (value: unknown): value is PageQuery =>
  typeof value === 'object' &&
  value !== null &&
  ['operationName', 'query', 'variables'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The body Apollo's HttpLink sends: `{operationName, variables, query}` in that order. */
const bodyOf = (query: PageQuery, variables: Variables) =>
  JSON.stringify({ operationName: query.operationName, variables, query: query.query });

/**
 * Sends a framed page's first query now, while the host and the remote's code still load (issue 30:
 * Mis compras drew its list only after its code had run and then asked). Only for a stored session
 * (the orders are the shopper's); the answer waits for the Apollo client's first identical request.
 */
export function sendFirstPageQuery(graphqlUrl: string, pageQuery: unknown, now = Date.now()): boolean {
  if (!isPageQuery(pageQuery)) return false;
  const variables = FIRST_QUERY_VARIABLES[pageQuery.variables]?.();
  const token = loadStoredSession()?.token;
  if (!variables || !token) return false;
  const url = new URL(graphqlUrl, location.href).href;
  const body = bodyOf(pageQuery, variables);
  const headers = { ...fallbackHttpConfig.headers, Authorization: token };
  const response = fetch(url, { method: 'POST', headers, body });
  response.catch(() => undefined);
  const sent = { url, body, token, sentAt: now, response };
  early = sent;
  // Not asked for in time (the shopper went elsewhere): dropped, its body not left half-read.
  setTimeout(() => {
    if (early === sent) {
      early = null;
      discard(sent.response);
    }
  }, EARLY_QUERY_FRESH_MS);
  return true;
}

function discard(response: Promise<Response>): void {
  response.then((answer) => answer.body?.cancel()).catch(() => undefined);
}

/**
 * fetch() for the Apollo client: its first request identical to the early one (same URL, body and
 * session token, within {@link EARLY_QUERY_FRESH_MS}) gets the early answer; anything else, or an
 * early request that failed on the network, goes out as usual.
 */
export function fetchOrTakeFirstPageQuery(send: typeof fetch): typeof fetch {
  return (input, init) => {
    const waiting = early;
    if (!waiting) return send(input, init);
    const asked = typeof input === 'string' ? input : 'href' in input ? input.href : input.url;
    const url = new URL(asked, location.href).href;
    const same =
      url === waiting.url &&
      init?.body === waiting.body &&
      new Headers(init?.headers).get('Authorization') === waiting.token;
    if (!same) return send(input, init);
    early = null;
    if (Date.now() - waiting.sentAt > EARLY_QUERY_FRESH_MS) {
      discard(waiting.response);
      return send(input, init);
    }
    return waiting.response.catch(() => send(input, init));
  };
}
