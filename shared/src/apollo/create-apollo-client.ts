import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import { WS_RETRY } from '../constants/spec-constants';
import { fetchOrTakeFirstPageQuery } from './first-page-query';
import type { LiveChannelStatus } from './live-channel.slice';
import { wsRetryOptions } from './ws-retry-policy';

/** Options of {@link createApolloClient}. */
export interface ApolloClientOptions {
  /** The GraphQL endpoint (POST). */
  graphqlUrl: string;
  /** The websocket endpoint for subscriptions (graphql-transport-ws). */
  wsUrl: string;
  /** The current session token; read on every operation, so a login applies at once. */
  getToken: () => string | null;
  /** A fetch to use instead of the global one (tests, non-browser runtimes). */
  fetch?: typeof fetch;
  /** A WebSocket class to use instead of the global one. */
  webSocketImpl?: unknown;
  /** Told each time the subscriptions' websocket connects, connects again or drops. */
  onLiveChannelChange?: (status: LiveChannelStatus) => void;
}

/** Adds `Authorization: <token>` (no "Bearer ": the spec sends the bare token) when logged in. */
function authLink(getToken: () => string | null): ApolloLink {
  return new SetContextLink((prevContext) => {
    const token = getToken();
    return token ? { headers: { ...prevContext.headers, Authorization: token } } : {};
  });
}

/** The graphql-ws client and its Apollo link, built on the first subscription. */
async function loadWsLink({ wsUrl, getToken, webSocketImpl, onLiveChannelChange }: ApolloClientOptions) {
  const [{ createClient }, { GraphQLWsLink }] = await Promise.all([
    import(/* webpackChunkName: "graphql-ws" */ 'graphql-ws'),
    import(/* webpackChunkName: "graphql-ws" */ '@apollo/client/link/subscriptions'),
  ]);
  let last: LiveChannelStatus | undefined;
  // graphql-ws may say the same twice (e.g. closed by the server, then by itself): tell changes only.
  const report = (status: LiveChannelStatus) => {
    if (status !== last) onLiveChannelChange?.(status);
    last = status;
  };
  const client = createClient({
    url: wsUrl,
    lazy: WS_RETRY.lazy,
    keepAlive: WS_RETRY.keepAlive,
    ...wsRetryOptions(),
    // A function, so each (re)connection carries the token of that moment.
    connectionParams: () => {
      const token = getToken();
      return token ? { Authorization: token } : {};
    },
    ...(webSocketImpl ? { webSocketImpl } : {}),
    on: {
      connecting: () => report('connecting'),
      connected: () => report('connected'),
      closed: () => report('closed'),
    },
  });
  return new GraphQLWsLink(client);
}

/**
 * Subscriptions over graphql-ws. The websocket client is downloaded with the first subscription
 * (a shopper's catalogue pages never subscribe), so it costs the first paint no bytes.
 */
function subscriptionLink(options: ApolloClientOptions): ApolloLink {
  let wsLink: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: { unsubscribe(): void } | undefined;
        let stopped = false;
        (wsLink ??= loadWsLink(options)).then(
          (link) => {
            if (!stopped) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          stopped = true;
          inner?.unsubscribe();
        };
      }),
  );
}

/** The site never reads answers from Apollo's cache (spec 7): a mutation's answer updates no query. */
export const SITE_FETCH_POLICIES = {
  query: { fetchPolicy: 'no-cache' },
  watchQuery: { fetchPolicy: 'no-cache' },
  mutate: { fetchPolicy: 'no-cache' },
} as const;

/**
 * Builds the one Apollo client of the site (spec 7): every query and mutation is a POST with
 * the body `{operationName, variables, query}`, carries the session token, and is never
 * cached; subscriptions go over graphql-ws with the spec's lazy connect and retry policy.
 */
export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  const httpLink = new HttpLink({
    uri: options.graphqlUrl,
    // The global fetch is looked up per request (as HttpLink itself does); a page's first query
    // may already be answered (first-page-query.ts).
    fetch: fetchOrTakeFirstPageQuery(options.fetch ?? ((input, init) => fetch(input, init))),
    useGETForQueries: false,
    // The body is exactly {operationName, variables, query}; the server rejects odd extensions.
    includeExtensions: false,
  });
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    subscriptionLink(options),
    authLink(options.getToken).concat(httpLink),
  );
  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: SITE_FETCH_POLICIES,
  });
}
