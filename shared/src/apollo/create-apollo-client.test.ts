/** @jest-environment node */
// Node environment: it has fetch's Response, which the HTTP link reads, and no DOM is needed.
import { gql } from '@apollo/client';
import { createApolloClient } from './create-apollo-client';
import { FakeWebSocket } from '../test/fake-web-socket';

const PRODUCTS = gql`
  query products($categorySlug: String) {
    products(categorySlug: $categorySlug) {
      id
    }
  }
`;

function setup(token: string | null = 'jwt-token', onLiveChannelChange?: (status: string) => void) {
  const fetch = jest.fn(
    async (_uri: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ data: { products: [{ __typename: 'Product', id: 'p1' }] } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  let currentToken = token;
  const client = createApolloClient({
    graphqlUrl: 'http://api.test/graphql',
    wsUrl: 'ws://api.test/graphql',
    getToken: () => currentToken,
    fetch,
    webSocketImpl: FakeWebSocket,
    onLiveChannelChange,
  });
  const request = (call = 0) => {
    const [uri, init] = fetch.mock.calls[call]!;
    return { uri, init: init!, body: JSON.parse(String(init!.body)), headers: new Headers(init!.headers) };
  };
  return { client, fetch, request, setToken: (next: string | null) => (currentToken = next) };
}

describe('createApolloClient', () => {
  beforeEach(() => FakeWebSocket.instances.splice(0));

  it('POSTs {operationName, variables, query} to the endpoint', async () => {
    const { client, request } = setup();
    const { data } = await client.query({ query: PRODUCTS, variables: { categorySlug: 'frutas' } });
    expect(data).toEqual({ products: [{ __typename: 'Product', id: 'p1' }] });
    const { uri, init, body } = request();
    expect(uri).toBe('http://api.test/graphql');
    expect(init.method).toBe('POST');
    expect(Object.keys(body).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(body.operationName).toBe('products');
    expect(body.variables).toEqual({ categorySlug: 'frutas' });
    expect(body.query).toContain('query products($categorySlug: String)');
  });

  it('sends the session token as the bare Authorization header, read at request time', async () => {
    const { client, request, setToken } = setup(null);
    await client.query({ query: PRODUCTS });
    expect(request(0).headers.has('authorization')).toBe(false);
    setToken('jwt-token');
    await client.query({ query: PRODUCTS });
    expect(request(1).headers.get('authorization')).toBe('jwt-token');
  });

  it('does not cache: two identical queries both reach the network', async () => {
    const { client, fetch } = setup();
    await client.query({ query: PRODUCTS, variables: { categorySlug: 'frutas' } });
    await client.query({ query: PRODUCTS, variables: { categorySlug: 'frutas' } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.cache.extract()).toEqual({});
  });

  it('sends mutations as POST with the token too', async () => {
    const { client, request } = setup();
    await client.mutate({
      mutation: gql`
        mutation logout {
          logout
        }
      `,
    });
    expect(request().init.method).toBe('POST');
    expect(request().body.operationName).toBe('logout');
    expect(request().headers.get('authorization')).toBe('jwt-token');
  });

  it('sends subscriptions over graphql-transport-ws, connecting only when one starts', async () => {
    const { client, fetch } = setup();
    expect(FakeWebSocket.instances).toHaveLength(0);
    const received: unknown[] = [];
    const subscription = client
      .subscribe({
        query: gql`
          subscription orderPlaced {
            orderPlaced {
              id
            }
          }
        `,
      })
      .subscribe({ next: (result) => received.push(result.data) });

    const socket = await FakeWebSocket.next();
    expect(socket.url).toBe('ws://api.test/graphql');
    expect(socket.protocol).toBe('graphql-transport-ws');
    await socket.serverOpens();
    expect(socket.sentMessages()[0]).toEqual({ type: 'connection_init', payload: { Authorization: 'jwt-token' } });

    await socket.serverSends({ type: 'connection_ack' });
    const subscribe = socket.sentMessages()[1] as { id: string; type: string; payload: { operationName: string } };
    expect(subscribe).toMatchObject({ type: 'subscribe', payload: { operationName: 'orderPlaced' } });
    await socket.serverSends({ id: subscribe.id, type: 'next', payload: { data: { orderPlaced: { id: 'o1' } } } });
    expect(received).toEqual([{ orderPlaced: { id: 'o1' } }]);

    subscription.unsubscribe();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports the live channel: connecting, connected, and closed when the server drops it', async () => {
    const statuses: string[] = [];
    const { client } = setup('jwt-token', (status) => statuses.push(status));
    const subscription = client
      .subscribe({
        query: gql`
          subscription orderPlaced {
            orderPlaced {
              id
            }
          }
        `,
      })
      .subscribe({ error: () => undefined });

    const socket = await FakeWebSocket.next();
    expect(statuses).toEqual(['connecting']);
    await socket.serverOpens();
    await socket.serverSends({ type: 'connection_ack' });
    expect(statuses).toEqual(['connecting', 'connected']);
    // 4403 (forbidden) is fatal: no retry follows, so the last word is 'closed'.
    socket.close(4403, 'Forbidden');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(statuses).toEqual(['connecting', 'connected', 'closed']);
    subscription.unsubscribe();
  });
});
