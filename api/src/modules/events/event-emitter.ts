import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import mqemitter, { type MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';

/** The emitter events travel on, and how to let go of it at shutdown. */
export interface EventTransport {
  emitter: MQEmitter;
  close(): Promise<void>;
}

/**
 * In process by default. With REDIS_URL, Redis pub/sub (mqemitter-redis): an event published by
 * one instance reaches the subscribers of every instance (each also hears its own through Redis).
 */
export function createEventTransport(
  redisUrl: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): EventTransport {
  if (!redisUrl) {
    const emitter = mqemitter();
    return { emitter, close: () => new Promise((resolve) => emitter.close(() => resolve())) };
  }
  // Our own connections, so shutdown can drop them at once even while Redis is unreachable
  // (the emitter's own close sends QUIT and waits for an answer that never comes).
  const pubConn = new Redis(redisUrl);
  const subConn = new Redis(redisUrl);
  const emitter = mqemitterRedis({ pubConn, subConn });
  let down = false;
  // Connection errors come here while ioredis reconnects; without a listener they would crash the process.
  (emitter as unknown as { state: NodeJS.EventEmitter }).state.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, 'Redis event bus unavailable: live dashboard updates wait for it');
    down = true;
  });
  subConn.on('ready', () => {
    if (down) log.info('Redis event bus reconnected');
    down = false;
  });
  return {
    emitter,
    close: async () => {
      pubConn.disconnect();
      subConn.disconnect();
    },
  };
}
