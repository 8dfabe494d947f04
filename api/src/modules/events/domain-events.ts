import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { MQEmitter } from 'mqemitter';
import type { EventTransport } from './event-emitter.js';

/** Topics on the event emitter; with REDIS_URL each one is a Redis channel that every instance listens to. */
export const EVENT_TOPICS = { dashboardChanged: 'del-campo:dashboard-changed' } as const;

/** What a service needs to say "the dashboard figures changed". Call it after the transaction commits. */
export interface DashboardNotifier {
  dashboardChanged(): void;
}

/** Subscribers recompute the figures themselves, so the event carries only when it was sent. */
export interface DashboardChangedEvent {
  sentAt: string;
}

/** Changes within this window are sent as one event (per instance): an order is reserved, then paid. */
export const COALESCE_MS = 250;
/** At shutdown, how long a pending event may wait for an unreachable Redis. */
const FLUSH_TIMEOUT_MS = 1_000;

/**
 * The domain event bus: services announce changes without knowing who listens. Events travel on an
 * mqemitter (in process, or Redis-backed, see event-emitter.ts) that Mercurius also uses for its
 * subscriptions, so GraphQL subscribers on any instance hear them.
 */
export class DomainEvents implements DashboardNotifier {
  private pending: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly changeListeners = new Set<() => void>();

  constructor(
    private readonly transport: EventTransport,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly coalesceMs = COALESCE_MS,
  ) {}

  /** What Mercurius listens on (`subscription.emitter`). */
  get emitter(): MQEmitter {
    return this.transport.emitter;
  }

  /**
   * Runs `listener` synchronously on every `dashboardChanged()` call, i.e. right after each commit
   * that changes data, before the coalesced event (the response cache forgets its answers here).
   */
  onChange(listener: () => void): void {
    this.changeListeners.add(listener);
  }

  dashboardChanged(): void {
    if (this.closed) return;
    for (const listener of this.changeListeners) listener();
    if (this.pending) return;
    this.pending = setTimeout(() => void this.send(), this.coalesceMs);
  }

  /** Sends what is still pending, then closes the emitter (and its Redis connections). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.pending) await Promise.race([this.send(), delay(FLUSH_TIMEOUT_MS, undefined, { ref: false })]);
    await this.transport.close();
  }

  private send(): Promise<void> {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    const payload: DashboardChangedEvent = { sentAt: new Date().toISOString() };
    return new Promise((resolve) => {
      this.emitter.emit({ topic: EVENT_TOPICS.dashboardChanged, payload }, (error) => {
        // Best effort: the figures are in the database; a lost event only delays a live refresh.
        if (error) this.log.error({ err: error }, 'Could not publish the dashboard event');
        resolve();
      });
    });
  }
}
