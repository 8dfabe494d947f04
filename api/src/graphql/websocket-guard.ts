import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { GRAPHQL_LIMITS } from './limits.js';
import { MessageBudget, WebsocketAddressLedger } from './websocket-budget.js';
import { judgeSubscribe, type SubscribeVerdict } from './websocket-subscribe.js';
import type { GraphQLSchema, ValidationRule } from 'graphql';

export { MessageBudget } from './websocket-budget.js';

/**
 * Close codes (docs/security.md): 4400 bad message (graphql-transport-ws); 4429, the protocol's
 * "too many", for a connection over its address' cap and for a message over its connection's or
 * its address' budget.
 */
export const WEBSOCKET_CLOSE = {
  badMessage: { code: 4400, reason: 'Mensaje no válido' },
  tooManyMessages: { code: 4429, reason: 'Demasiados mensajes' },
  tooManyConnections: { code: 4429, reason: 'Demasiadas conexiones' },
} as const;

type CloseReason = (typeof WEBSOCKET_CLOSE)[keyof typeof WEBSOCKET_CLOSE];

export interface WebsocketGuardOptions {
  /** The validation rules of HTTP (limits, and introspection outside demo mode). */
  rules: ValidationRule[];
  demoMode: boolean;
}

/**
 * Registers the websocket server Mercurius uses (it reuses one registered before it) with a small
 * frame limit, and puts a gate in front of every connection, the same as HTTP's: at most
 * `websocketConnectionsPerAddress` open connections per address and a message budget per
 * connection and per address (over it: closed with 4429); a subscribe message is parsed here with
 * the token limit and judged by the same rules as HTTP (limits first, then the spec rules) before
 * Mercurius sees it, and a refusal is answered as a GraphQL error on that subscription. A message
 * the gate refuses never reaches Mercurius.
 */
export async function registerGuardedWebsocket(app: FastifyInstance, options: WebsocketGuardOptions): Promise<void> {
  await app.register(websocket, { options: { maxPayload: GRAPHQL_LIMITS.maxWebsocketMessageBytes } });
  // The address as the HTTP routes see it (TRUST_PROXY decides whether x-forwarded-for counts).
  const addresses = new WeakMap<IncomingMessage, string>();
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade) addresses.set(request.raw, request.ip);
  });
  const ledger = new WebsocketAddressLedger({
    connections: GRAPHQL_LIMITS.websocketConnectionsPerAddress,
    messages: GRAPHQL_LIMITS.websocketMessagesPerAddress,
  });
  const judge = (data: unknown, initialised: boolean) =>
    judgeSubscribe(data, { schema: app.graphql.schema as GraphQLSchema, initialised, ...options });
  app.websocketServer.on('connection', (socket: WebSocket, request: IncomingMessage) =>
    guardConnection(socket, addresses.get(request) ?? request.socket.remoteAddress ?? 'unknown', ledger, judge),
  );
}

function guardConnection(
  socket: WebSocket,
  address: string,
  ledger: WebsocketAddressLedger,
  judge: (data: unknown, initialised: boolean) => SubscribeVerdict,
): void {
  const budget = new MessageBudget(GRAPHQL_LIMITS.websocketMessages);
  const emit = socket.emit.bind(socket) as (event: string | symbol, ...args: unknown[]) => boolean;
  let closedByGuard = false;
  let initialised = false;
  const close = (reason: CloseReason) => {
    closedByGuard = true;
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      socket.close(reason.code, reason.reason);
    }
    return false;
  };
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event !== 'message') return emit(event, ...args);
    if (closedByGuard) return false;
    const withinBudget = budget.spend() && ledger.spend(address);
    if (!withinBudget) return close(WEBSOCKET_CLOSE.tooManyMessages);
    const verdict = judge(args[0], initialised);
    if (verdict.kind === 'close') return close(WEBSOCKET_CLOSE.badMessage);
    if (verdict.kind === 'answer') {
      socket.send(verdict.message);
      return false;
    }
    if (verdict.initialises) initialised = true;
    return emit(event, ...args);
  }) as WebSocket['emit'];
  if (!ledger.open(address)) {
    close(WEBSOCKET_CLOSE.tooManyConnections);
    return;
  }
  socket.once('close', () => ledger.release(address));
}
