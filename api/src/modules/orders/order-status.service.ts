import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopInfo } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { OrderResult } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import type { DashboardNotifier } from '../events/domain-events.js';
import type { MailDispatcher } from '../mail/mail-dispatcher.js';
import { users } from '../users/users.table.js';
import { recordStatusChange } from './order-history.js';
import { isUuid } from './order-input.js';
import { buildStatusMail } from './order-mail.js';
import { RECONCILE_AFTER_MS } from './order-reconciler.js';
import { canTransition, needsRefund } from './order-transitions.js';
import { toOrder } from './orders.mapper.js';
import { releaseOrderWindow } from '../delivery/windows.store.js';
import { findOrder, releaseStock, type Executor, type StoredOrder } from './orders.store.js';
import { orders, type OrderRow, type OrderStatusName } from './orders.table.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { providerKey } from './place-order.service.js';

/** Who asks for a change: the owner cancelling, an admin, or the shop itself (no user). */
export type OrderActor = { kind: 'CLIENT' | 'ADMIN'; userId: string } | { kind: 'SYSTEM' };

export type StatusChange =
  | { ok: true; stored: StoredOrder; refunded: boolean }
  | {
      ok: false;
      code: 'NOT_FOUND' | 'REFUSED' | 'IN_PROGRESS' | 'CHANGED' | 'PAYMENT' | 'REFUND_FAILED';
      message: string;
      /** The order as it is now, when it exists. */
      stored: StoredOrder | null;
    };

export interface ChangeOptions {
  /** Only from this state (the client cancels PAID orders only); checked by the same conditional UPDATE. */
  from?: OrderStatusName;
}

export interface OrderStatusDeps {
  db: Database;
  payments: PaymentProvider;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** The client's e-mail on each change by hand (an admin's, or the client's own cancel). */
  mailer?: MailDispatcher;
  shop?: ShopInfo;
  /** Told after every committed status change (sales and stock figures move). */
  events?: DashboardNotifier;
}

/** A refund claim older than this was left by a crash: another cancel may take it over. */
export const REFUND_CLAIM_STALE_MS = 5 * 60_000;

const label = (status: OrderStatusName) => MESSAGES.orders.statusName[status];

/**
 * Status changes after checkout, all checked against ORDER_TRANSITIONS. Each change is one
 * conditional UPDATE (`where status = <the state it was read in>`), so of two concurrent changes
 * only one wins. A cancel with refund first claims the order (`refund_claim`, same conditional
 * UPDATE), then asks the provider outside any transaction, then in one transaction sets CANCELLED
 * with the refund time and gives the stock back; a failed refund drops the claim and the order
 * stays as it was.
 */
export class OrderStatusService {
  constructor(private readonly deps: OrderStatusDeps) {}

  async changeOrderStatus(
    orderId: string,
    to: OrderStatusName,
    actor: OrderActor,
    options: ChangeOptions = {},
  ): Promise<StatusChange> {
    const current = await findOrder(this.deps.db, eq(orders.id, orderId));
    if (!current) return { ok: false, code: 'NOT_FOUND', message: MESSAGES.orders.notFound, stored: null };
    const from = current.order.status;
    if ((options.from && from !== options.from) || !canTransition(from, to)) return refusedFrom(current, to);
    if (claimActive(current.order)) return inProgress(current);
    if (from === 'PENDING_PAYMENT') return this.settlePending(current, to, actor);
    if (needsRefund(from, to)) return this.cancelWithRefund(current, actor, current.order.paymentId);
    return this.apply(current, to, actor, {});
  }

  /** cancelMyOrder: the caller's own order, only while PAID. */
  async cancelMine(userId: string, id: string): Promise<OrderResult> {
    const orderId = id.trim().toLowerCase();
    if (!isUuid(orderId))
      return this.answer({ ok: false, code: 'NOT_FOUND', message: MESSAGES.orders.notFound, stored: null });
    const own = await findOrder(this.deps.db, and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!own) return this.answer({ ok: false, code: 'NOT_FOUND', message: MESSAGES.orders.notFound, stored: null });
    const change = await this.changeOrderStatus(orderId, 'CANCELLED', { kind: 'CLIENT', userId }, { from: 'PAID' });
    if (change.ok) return this.answer(change, MESSAGES.orders.cancelled(change.stored.order.number));
    if (change.code === 'REFUSED' && change.stored) {
      const status = change.stored.order.status;
      const message =
        status === 'CANCELLED' ? MESSAGES.orders.alreadyCancelled : MESSAGES.orders.cannotCancel(label(status));
      return this.answer({ ...change, message });
    }
    return this.answer(change);
  }

  /** updateOrderStatus (the resolver has checked the ADMIN role). */
  async changeByAdmin(adminId: string, id: string, to: OrderStatusName): Promise<OrderResult> {
    const orderId = id.trim().toLowerCase();
    if (!isUuid(orderId))
      return this.answer({ ok: false, code: 'NOT_FOUND', message: MESSAGES.orders.notFound, stored: null });
    const change = await this.changeOrderStatus(orderId, to, { kind: 'ADMIN', userId: adminId });
    return this.answer(
      change,
      change.ok ? MESSAGES.orders.statusChanged(change.stored.order.number, label(to)) : undefined,
    );
  }

  private answer(change: StatusChange, message?: string): OrderResult {
    const order = change.stored ? toOrder(change.stored, this.deps.publicUrl) : null;
    return { status: change.ok, message: message ?? (change.ok ? MESSAGES.ok : change.message), order };
  }

  /**
   * Out of PENDING_PAYMENT only with the provider's word, and not while the charge may still be in
   * flight (the same minute the start-up reconciler waits): PAID needs a charge; CANCELLED refunds one.
   */
  private async settlePending(current: StoredOrder, to: OrderStatusName, actor: OrderActor): Promise<StatusChange> {
    const { order } = current;
    if (Date.now() - order.createdAt.getTime() < RECONCILE_AFTER_MS) {
      return { ok: false, code: 'PAYMENT', message: MESSAGES.orders.paymentInFlight, stored: current };
    }
    let charge: { paymentId: string; brand: string; last4: string } | null = null;
    try {
      const lookup = order.idempotencyKey
        ? await this.deps.payments.findByIdempotencyKey(providerKey(order.userId, order.idempotencyKey))
        : ({ found: false } as const);
      if (lookup.found && lookup.result.ok && !lookup.refunded) charge = lookup.result;
    } catch (error) {
      this.deps.log.error({ orderId: order.id, reason: (error as Error).name }, 'Payment lookup failed');
      return { ok: false, code: 'PAYMENT', message: MESSAGES.orders.providerUnavailable, stored: current };
    }
    if (to === 'PAID') {
      if (!charge) return { ok: false, code: 'PAYMENT', message: MESSAGES.orders.notCharged, stored: current };
      return this.apply(current, 'PAID', actor, {
        cardBrand: charge.brand,
        cardLast4: charge.last4,
        paymentId: charge.paymentId,
      });
    }
    if (charge) return this.cancelWithRefund(current, actor, charge.paymentId);
    return this.apply(current, 'CANCELLED', actor, {
      failureCode: 'PAYMENT_FAILED',
      failureMessage: MESSAGES.orders.decline.PAYMENT_FAILED,
    });
  }

  private async cancelWithRefund(
    current: StoredOrder,
    actor: OrderActor,
    paymentId: string | null,
  ): Promise<StatusChange> {
    const { order } = current;
    const claim = randomUUID();
    const [claimed] = await this.deps.db
      .update(orders)
      .set({ refundClaim: claim, refundClaimedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status), claimFree()))
      .returning({ id: orders.id });
    if (!claimed) return this.lost(order.id, 'CANCELLED');

    if (!(await this.refund(order, paymentId))) {
      await this.deps.db
        .update(orders)
        .set({ refundClaim: null, refundClaimedAt: null })
        .where(and(eq(orders.id, order.id), eq(orders.refundClaim, claim)));
      const now = await findOrder(this.deps.db, eq(orders.id, order.id));
      return { ok: false, code: 'REFUND_FAILED', message: MESSAGES.orders.refundFailed, stored: now };
    }
    const done = await this.apply(current, 'CANCELLED', actor, { refundedAt: new Date() }, claim);
    if (!done.ok) this.deps.log.error({ orderId: order.id }, 'Refunded but the order could not be cancelled');
    return done;
  }

  /** True when the provider refunded (or had already refunded, after a crash between refund and commit). */
  private async refund(order: OrderRow, paymentId: string | null): Promise<boolean> {
    const { payments, log } = this.deps;
    try {
      if (order.refundClaim && order.idempotencyKey) {
        // A stale claim: the previous attempt may have refunded before it stopped.
        const lookup = await payments.findByIdempotencyKey(providerKey(order.userId, order.idempotencyKey));
        if (lookup.found && lookup.refunded) return true;
      }
      if (!paymentId) {
        log.error({ orderId: order.id }, 'Paid order without a payment id: cannot refund');
        return false;
      }
      const result = await payments.refund(paymentId);
      if (!result.ok) log.error({ orderId: order.id }, 'Refund refused by the payment provider');
      return result.ok;
    } catch (error) {
      log.error({ orderId: order.id, reason: (error as Error).name }, 'Refund failed');
      return false;
    }
  }

  /**
   * One transaction: the conditional UPDATE (still in the state it was read in, and free of claims
   * or holding `claim`), and for CANCELLED the stock of every line back.
   */
  private async apply(
    current: StoredOrder,
    to: OrderStatusName,
    actor: OrderActor,
    set: Partial<typeof orders.$inferInsert>,
    claim?: string,
  ): Promise<StatusChange> {
    const { order, lines } = current;
    const applied = await this.deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(orders)
        .set({
          ...set,
          status: to,
          refundClaim: null,
          refundClaimedAt: null,
          statusChangedBy: actor.kind === 'SYSTEM' ? null : actor.userId,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, order.status),
            claim ? eq(orders.refundClaim, claim) : claimFree(),
          ),
        )
        .returning({ id: orders.id });
      if (!updated) return false;
      await recordStatusChange(tx, order.id, order.status, to, actor.kind === 'SYSTEM' ? null : actor.userId);
      if (to === 'CANCELLED') {
        await releaseStock(tx, lines);
        await releaseOrderWindow(tx, order);
      }
      if (actor.kind !== 'SYSTEM') await this.mailClient(tx, order.id, order.status);
      return true;
    });
    if (!applied) return this.lost(order.id, to);
    this.deps.events?.dashboardChanged();
    this.deps.mailer?.wake();
    const stored = await findOrder(this.deps.db, eq(orders.id, order.id));
    if (!stored) throw new Error(`order ${order.id} vanished after a status change`);
    this.deps.log.info({ orderId: order.id, from: order.status, to, actor: actor.kind }, 'Order status changed');
    return { ok: true, stored, refunded: Boolean(set.refundedAt) };
  }

  /**
   * The client hears of every change by hand (an admin's, and their own cancel with its refund): the e-mail is queued in the transaction of the change
   * (delivered by the outbox worker, so a relay failure never undoes the change).
   */
  private async mailClient(tx: Executor, orderId: string, from: OrderStatusName): Promise<void> {
    const { mailer, shop } = this.deps;
    if (!mailer || !shop) return;
    const stored = await findOrder(tx, eq(orders.id, orderId));
    if (!stored) return;
    const [client] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, stored.order.userId));
    if (!client) return;
    await mailer.enqueue(tx, 'order-status', buildStatusMail(stored, from, client, shop));
  }

  /** Another change got there first: say why from the order as it is now. */
  private async lost(orderId: string, to: OrderStatusName): Promise<StatusChange> {
    const now = await findOrder(this.deps.db, eq(orders.id, orderId));
    if (!now) return { ok: false, code: 'NOT_FOUND', message: MESSAGES.orders.notFound, stored: null };
    if (!canTransition(now.order.status, to)) return refusedFrom(now, to);
    if (claimActive(now.order)) return inProgress(now);
    return { ok: false, code: 'CHANGED', message: MESSAGES.orders.changedMeanwhile, stored: now };
  }
}

function refusedFrom(stored: StoredOrder, to: OrderStatusName): StatusChange {
  const from = stored.order.status;
  const message =
    from === 'CANCELLED' && to === 'CANCELLED'
      ? MESSAGES.orders.alreadyCancelled
      : MESSAGES.orders.transitionRefused(label(from), label(to));
  return { ok: false, code: 'REFUSED', message, stored };
}

function inProgress(stored: StoredOrder): StatusChange {
  return { ok: false, code: 'IN_PROGRESS', message: MESSAGES.orders.cancelInProgress, stored };
}

function claimActive(order: OrderRow): boolean {
  return (
    order.refundClaim !== null &&
    order.refundClaimedAt !== null &&
    Date.now() - order.refundClaimedAt.getTime() < REFUND_CLAIM_STALE_MS
  );
}

/** No cancel with refund under way (or only one a crash left behind). */
function claimFree() {
  return or(isNull(orders.refundClaim), lt(orders.refundClaimedAt, new Date(Date.now() - REFUND_CLAIM_STALE_MS)));
}
