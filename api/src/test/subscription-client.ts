import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** What a test sees of one subscription over a real websocket (graphql-ws client, `ws` as the socket). */
export interface TestSubscription<Data> {
  /** Every `next` with data, in order. */
  readonly received: Data[];
  /** GraphQL errors (from an `error` message or a `next`), and anything else the sink reported. */
  readonly errors: unknown[];
  /** Waits (polling) until `condition` holds; false after `timeoutMs`. */
  until(condition: () => boolean, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens a graphql-transport-ws connection, sending the token as the browser does: `{Authorization}` in connection_init. */
export function openSubscription<Data>(
  url: string,
  query: string,
  token?: string,
  variables?: Record<string, unknown>,
): TestSubscription<Data> {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: token ? { Authorization: token } : {},
  });
  const received: Data[] = [];
  const errors: unknown[] = [];
  const unsubscribe = client.subscribe<Data>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) received.push(result.data);
      },
      error: (error) => {
        errors.push(...(Array.isArray(error) ? error : [error]));
      },
      complete: () => undefined,
    },
  );
  return {
    received,
    errors,
    until: async (condition, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    },
    close: async () => {
      unsubscribe();
      await client.dispose();
    },
  };
}

/**
 * The server has no "subscribed" answer: poke the event bus until the subscriber hears something,
 * so later events cannot be missed. True once live.
 */
export async function untilLive(subscription: TestSubscription<unknown>, poke: () => void): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const before = subscription.received.length;
    poke();
    if (await subscription.until(() => subscription.received.length > before, 500)) return true;
  }
  return false;
}

/** Message texts of the GraphQL errors a subscription received. */
export function errorMessages(subscription: TestSubscription<unknown>): string[] {
  return subscription.errors.map((error) =>
    error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error),
  );
}
