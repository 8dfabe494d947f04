import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { GRAPHQL_LIMITS } from './limits.js';

/** Close codes of graphql-transport-ws: 4400 bad message; 4429 is the protocol's "too many". */
export const WEBSOCKET_CLOSE = {
  badMessage: { code: 4400, reason: 'Mensaje no válido' },
  tooManyMessages: { code: 4429, reason: 'Demasiados mensajes' },
} as const;

/**
 * Registers the websocket server Mercurius uses (it reuses one registered before it) with a small
 * frame limit, and puts a gate in front of every connection: a message budget per connection,
 * and a subscribe message whose query is not text (Mercurius would take it as a syntax tree) is
 * refused. A refused message never reaches Mercurius: the connection is closed instead.
 */
export async function registerGuardedWebsocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: GRAPHQL_LIMITS.maxWebsocketMessageBytes } });
  app.websocketServer.on('connection', (socket: WebSocket) => guardConnection(socket));
}

function guardConnection(socket: WebSocket, now: () => number = Date.now): void {
  const budget = new MessageBudget(GRAPHQL_LIMITS.websocketMessages, now);
  const emit = socket.emit.bind(socket) as (event: string | symbol, ...args: unknown[]) => boolean;
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event !== 'message') return emit(event, ...args);
    const refusal = budget.spend() ? refusalOf(args[0]) : WEBSOCKET_CLOSE.tooManyMessages;
    if (!refusal) return emit(event, ...args);
    if (socket.readyState === socket.OPEN) socket.close(refusal.code, refusal.reason);
    return false;
  }) as WebSocket['emit'];
}

/** At most `limit` messages in any window of `windowMs` (a fixed window per connection). */
export class MessageBudget {
  private windowStart = 0;
  private spent = 0;

  constructor(
    private readonly rule: { limit: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  spend(): boolean {
    const time = this.now();
    if (time - this.windowStart >= this.rule.windowMs) {
      this.windowStart = time;
      this.spent = 0;
    }
    this.spent += 1;
    return this.spent <= this.rule.limit;
  }
}

/** A subscribe/start message must carry its query as text; anything unreadable is left to Mercurius. */
function refusalOf(data: unknown) {
  let message: unknown;
  try {
    message = JSON.parse(String(data));
  } catch {
    return undefined; // Mercurius answers "Message must be a JSON string"
  }
  if (!message || typeof message !== 'object') return WEBSOCKET_CLOSE.badMessage;
  const { type, payload } = message as { type?: unknown; payload?: { query?: unknown } };
  if (type !== 'subscribe' && type !== 'start') return undefined;
  const query = payload && typeof payload === 'object' ? payload.query : undefined;
  return typeof query === 'string' ? undefined : WEBSOCKET_CLOSE.badMessage;
}
