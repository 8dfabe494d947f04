import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrdersConfig, ShopInfo } from '../../config.js';
import type { Database } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import type { PlaceOrderInput, PlaceOrderResult } from '../../generated/graphql.js';
import type { AuthService } from '../auth/auth.service.js';
import { MESSAGES } from '../common/messages.js';
import type { DashboardNotifier } from '../events/domain-events.js';
import { queuedMailFor, queuedMailValues, type MailDispatcher } from '../mail/mail-dispatcher.js';
import type { PublicUserRow } from '../users/users.mapper.js';
import { findZoneByPostalCode } from '../delivery/delivery-zones.js';
import type { DeliveryWindowTemplateRow, DeliveryZoneRow } from '../delivery/delivery.table.js';
import type { DeliveryWindowsService } from '../delivery/windows.service.js';
import { bookWindow, releaseOrderWindow } from '../delivery/windows.store.js';
import {
  missingForMinimumCents,
  priceCart,
  zoneRules,
  type LineProblem,
  type PricedCart,
  type PricingProduct,
} from './cart-pricing.js';
import { requireBuyer } from './order-access.js';
import { checkPlaceOrderInput, fingerprintOf, isMexico, isUuid, type CheckedOrder } from './order-input.js';
import { recordStatusChange, statusChangeFor } from './order-history.js';
import { buildOrderMail, formatCents } from './order-mail.js';
import { toOrder, toProblem } from './orders.mapper.js';
import { findOrder, linesOf, loadPricingProducts, releaseStock, type StoredOrder } from './orders.store.js';
import { insertOrderTakingStock } from './order-reserve.js';
import { orderLines, orders, type OrderRow } from './orders.table.js';
import type { ChargeResult, PaymentProvider } from './payments/payment-provider.js';
import { crashPoint } from '../../test-hooks/crash-point.js';

export interface PlaceOrderDeps {
  db: Database;
  auth: AuthService;
  payments: PaymentProvider;
  mailer: MailDispatcher;
  config: OrdersConfig;
  shop: ShopInfo;
  publicUrl: string;
  /** Keys the request fingerprint (HMAC): the server secret. */
  fingerprintSecret: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Told after each commit that changes orders or stock (reserve, paid, cancelled). */
  events?: DashboardNotifier;
  /** The rules of a chosen delivery window. */
  windows: DeliveryWindowsService;
}

/** Where and when an order is delivered: the address's zone and a window of it (always one). */
interface Delivery {
  zone: DeliveryZoneRow;
  window: { template: DeliveryWindowTemplateRow; date: string };
}

/** How long a replay waits for the first request's charge to settle before answering "in progress". */
const REPLAY_WAIT_MS = 10_000;
const REPLAY_POLL_MS = 100;

class CartChanged extends Error {
  constructor(readonly problems: LineProblem[]) {
    super('cart changed');
  }
}
class AlreadyPlaced extends Error {}
/** The chosen window had no place left when its counter was updated. */
class WindowFull extends Error {}
/** The goods after discounts do not reach the zone's minimum order. */
class BelowMinimum extends Error {
  constructor(readonly missingCents: number) {
    super('below minimum');
  }
}
/** A product's stock or price changed between the read that priced the cart and its UPDATE. */
class ProductMoved extends Error {
  constructor(readonly product: PricingProduct) {
    super('product moved');
  }
}

/** The reserve's refusals: answered (or replayed for a used key), never thrown on. */
function isRefusal(error: unknown): boolean {
  return [CartChanged, AlreadyPlaced, WindowFull, BelowMinimum].some((kind) => error instanceof kind);
}

/** Reads and prices of a cart whose products keep moving under it, before it is answered as changed. */
const MAX_RESERVE_ATTEMPTS = 3;

/** The provider's key for an order: the client's key is unique per user only. */
export function providerKey(userId: string, idempotencyKey: string): string {
  return `${userId}:${idempotencyKey}`;
}

/**
 * PENDING_PAYMENT -> PAID with the card's brand, last 4 and payment id, its history row and, with
 * `mail`, the confirmation e-mail (queuedMailFor): one statement, so all or nothing without a
 * transaction. Prepared (db/prepared.ts): every paid order runs it.
 */
function markPaidStatement(db: Database, mail: boolean) {
  const placeholder = (name: string) => sql`${sql.placeholder(name)}`;
  const paid = db.$with('paid').as(
    db
      .update(orders)
      .set({
        status: 'PAID',
        cardBrand: placeholder('cardBrand'),
        cardLast4: placeholder('cardLast4'),
        paymentId: placeholder('paymentId'),
        updatedAt: placeholder('updatedAt'),
      })
      .where(and(eq(orders.id, placeholder('orderId')), eq(orders.status, 'PENDING_PAYMENT')))
      .returning(),
  );
  const history = db.$with('history', {}).as(statusChangeFor(paid, 'PENDING_PAYMENT', 'PAID'));
  const queued = mail ? [db.$with('mail', {}).as(queuedMailFor(paid))] : [];
  return db
    .with(paid, history, ...queued)
    .select()
    .from(paid)
    .prepare(mail ? 'orders_mark_paid_mail' : 'orders_mark_paid');
}
const markPaidWithMail = preparedPerDatabase((db) => markPaidStatement(db, true));
const markPaidAlone = preparedPerDatabase((db) => markPaidStatement(db, false));

/**
 * placeOrder: price from the database, reserve stock and record the order in one transaction,
 * then charge the card with the client's idempotency key. A declined card cancels the order
 * (kept, status CANCELLED with the reason, so a retry with the same key gets the same answer)
 * and gives the stock back.
 */
export class PlaceOrderService {
  constructor(private readonly deps: PlaceOrderDeps) {}

  async placeOrder(token: string | null, input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const buyer = await requireBuyer(this.deps.auth, token);
    if (!buyer.ok) return refused(buyer.code, buyer.message);
    const checked = checkPlaceOrderInput(input);
    if (!checked.ok) return { ...refused('VALIDATION', checked.message), field: checked.field };
    const order = checked.value;
    const zone = await this.zoneOf(order);
    if (!zone) {
      const message = MESSAGES.delivery.notCoveredAtCheckout(order.address.zip ?? '');
      return { ...refused('NOT_COVERED', message), field: 'address.zip' };
    }
    const fingerprint = fingerprintOf(order, this.deps.fingerprintSecret);
    // Every order of a zone has a window: none chosen, or one that cannot be booked, is refused here.
    const choice = order.deliveryWindowId
      ? await this.deps.windows.check(this.deps.db, zone, order.deliveryWindowId)
      : { ok: false as const, code: 'WINDOW_REQUIRED', message: await this.deps.windows.requiredMessage(zone) };
    if (!choice.ok) {
      // A replayed key whose window has closed since still answers as its first request did.
      const first = await this.findByKey(buyer.user.id, order.idempotencyKey);
      if (first) return this.replay(first, fingerprint);
      return { ...refused(choice.code, choice.message), field: 'deliveryWindowId' };
    }
    const window = { template: choice.template, date: choice.date };
    let stored: StoredOrder;
    try {
      // No look-up first: a used key is found by the order's unique (user, key) when it is inserted.
      stored = await this.reserve(buyer.user, order, fingerprint, { zone, window });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // A used key answers as its first request did, even when the cart has changed since.
      const first = await this.findByKey(buyer.user.id, order.idempotencyKey);
      if (first) return this.replay(first, fingerprint);
      if (error instanceof CartChanged) return cartChanged(error.problems);
      if (error instanceof BelowMinimum) return belowMinimum(zone, error.missingCents);
      if (error instanceof WindowFull) {
        return { ...refused('WINDOW_FULL', await this.deps.windows.fullMessage(zone)), field: 'deliveryWindowId' };
      }
      throw error;
    }
    this.deps.events?.dashboardChanged();
    return this.charge(buyer.user, order, stored);
  }

  /**
   * Prices the cart from a plain read, then one transaction: the order, its lines and the stock in
   * one statement (order-reserve.ts), then the window. Each product's units are taken only while
   * the row still has them at the price read; when another commit moved it in between, the cart is
   * read and priced again.
   */
  private async reserve(
    user: PublicUserRow,
    order: CheckedOrder,
    fingerprint: string,
    delivery: Delivery,
  ): Promise<StoredOrder> {
    const ids = order.lines.map((line) => line.productId).filter(isUuid);
    const rules = zoneRules(delivery.zone, this.deps.config.taxPercentage);
    for (let attempt = 1; ; attempt += 1) {
      const products = await loadPricingProducts(this.deps.db, ids);
      const priced = priceCart(order.lines, products, rules);
      if (priced.problems.length > 0) throw new CartChanged(priced.problems);
      // Below the zone's minimum nothing is written: no stock, no window place. The prices checked
      // here are the ones the transaction stores (its UPDATE takes stock only at these prices).
      const missingCents = missingForMinimumCents(priced.totals, delivery.zone);
      if (missingCents > 0) throw new BelowMinimum(missingCents);
      try {
        return await this.deps.db.transaction(async (tx) => {
          const values = this.orderValues(user, order, fingerprint, priced, delivery);
          const reserved = await insertOrderTakingStock(tx, values, priced.lines, products);
          // The same key is being placed by a concurrent request: nothing was written, answer as a replay.
          if (!reserved) throw new AlreadyPlaced();
          const moved = priced.lines.find((line) => !reserved.takenIds.includes(line.productId));
          if (moved) throw new ProductMoved(products.get(moved.productId)!);
          // The window last, in the same transaction: a full one undoes the order and the stock.
          const { window } = delivery;
          if (!(await bookWindow(tx, window.template.id, window.date))) throw new WindowFull();
          return { order: reserved.order, lines: reserved.lines };
        });
      } catch (error) {
        if (!(error instanceof ProductMoved)) throw error;
        if (attempt === MAX_RESERVE_ATTEMPTS) {
          const { id, name } = error.product;
          const message = MESSAGES.orders.problem.outOfStock(name);
          throw new CartChanged([{ productId: id, code: 'OUT_OF_STOCK', message, available: 0 }]);
        }
      }
    }
  }

  /** The order's row as inserted: PENDING_PAYMENT, the priced totals, the address, zone and window. */
  private orderValues(
    user: PublicUserRow,
    order: CheckedOrder,
    fingerprint: string,
    { totals }: PricedCart,
    { zone, window }: Delivery,
  ): typeof orders.$inferInsert {
    return {
      userId: user.id,
      status: 'PENDING_PAYMENT',
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      address: order.address,
      phone: order.phone,
      deliveryNote: order.deliveryNote,
      deliveryZoneId: zone.id,
      freeShippingFromCents: zone.freeFromCents,
      windowTemplateId: window.template.id,
      windowDate: window.date,
      windowStartMinute: window.template.startMinute,
      windowEndMinute: window.template.endMinute,
      paymentProvider: this.deps.payments.name,
      idempotencyKey: order.idempotencyKey,
      requestFingerprint: fingerprint,
    };
  }

  private async charge(user: PublicUserRow, order: CheckedOrder, stored: StoredOrder): Promise<PlaceOrderResult> {
    let result: ChargeResult;
    try {
      crashPoint('before-charge');
      result = await this.deps.payments.charge({
        amountCents: stored.order.totalCents,
        currency: 'mxn',
        card: order.card,
        idempotencyKey: providerKey(user.id, order.idempotencyKey),
        customerEmail: user.email,
      });
    } catch (error) {
      // Unknown outcome: the order stays PENDING_PAYMENT and the start-up reconciler settles it.
      this.deps.log.error({ orderId: stored.order.id, reason: (error as Error).name }, 'Payment provider failed');
      return { ...refused('PAYMENT_FAILED', MESSAGES.orders.inProgress) };
    }
    if (!result.ok) {
      await this.cancel(stored.order.id, result.code, result.message);
      return refused(result.code, result.message);
    }
    crashPoint('after-charge');
    const to = { name: user.name, email: user.email };
    const paid = await this.markPaid(stored.order.id, result, { to, pending: stored });
    if (!paid) throw new Error(`order ${stored.order.id} left PENDING_PAYMENT before it was paid`);
    return this.placed(paid);
  }

  /**
   * PENDING_PAYMENT -> PAID with what the provider says about the card (never the number), its
   * history row and, with `confirmation`, the e-mail (built from the pending order as it will read
   * once paid): one statement, so all or nothing without a transaction; then wakes the mailer.
   */
  async markPaid(
    orderId: string,
    result: Extract<ChargeResult, { ok: true }>,
    confirmation?: { to: { name: string; email: string }; pending: StoredOrder },
  ): Promise<StoredOrder | null> {
    const card = { cardBrand: result.brand, cardLast4: result.last4, paymentId: result.paymentId };
    const { db } = this.deps;
    const values = { orderId, ...card, updatedAt: new Date() };
    const [order] = confirmation
      ? await markPaidWithMail(db).execute({ ...values, ...this.confirmationFor(confirmation, card) })
      : await markPaidAlone(db).execute(values);
    if (!order) return null;
    this.deps.events?.dashboardChanged();
    if (confirmation) this.deps.mailer.wake();
    const lines = confirmation?.pending.lines ?? (await linesOf(db, [orderId])).get(orderId) ?? [];
    return { order, lines };
  }

  /** The confirmation e-mail of the pending order once paid with `card`: the mail placeholders' values. */
  private confirmationFor(
    { to, pending }: { to: { name: string; email: string }; pending: StoredOrder },
    card: Pick<OrderRow, 'cardBrand' | 'cardLast4' | 'paymentId'>,
  ) {
    const order = { ...pending.order, status: 'PAID' as const, ...card };
    const subject = MESSAGES.orders.mailSubject(order.number);
    return queuedMailValues('order', buildOrderMail({ order, lines: pending.lines }, to, subject, this.deps.shop));
  }

  /** PENDING_PAYMENT -> CANCELLED, the stock and the window's place back, in one transaction (only once, whoever gets there first). */
  async cancel(orderId: string, code: string, message: string): Promise<boolean> {
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(orders)
        .set({ status: 'CANCELLED', failureCode: code, failureMessage: message, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING_PAYMENT')))
        .returning({ id: orders.id, windowTemplateId: orders.windowTemplateId, windowDate: orders.windowDate });
      if (!updated) return false;
      await recordStatusChange(tx, orderId, 'PENDING_PAYMENT', 'CANCELLED', null);
      await releaseOrderWindow(tx, updated);
      await releaseStock(tx, await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)));
      return true;
    });
    if (cancelled) this.deps.events?.dashboardChanged();
    return cancelled;
  }

  /** The delivery zone of the order's address: Mexican postal codes only; null when no zone covers it. */
  private zoneOf(order: CheckedOrder): Promise<DeliveryZoneRow | null> {
    const { country, zip } = order.address;
    if (!isMexico(country ?? '') || !zip) return Promise.resolve(null);
    return findZoneByPostalCode(this.deps.db, zip);
  }

  private findByKey(userId: string, idempotencyKey: string): Promise<StoredOrder | null> {
    return findOrder(this.deps.db, and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  }

  /** The first answer again; a different body with the same key is refused. Waits while the first charge runs. */
  private async replay(stored: StoredOrder, fingerprint: string): Promise<PlaceOrderResult> {
    if (stored.order.requestFingerprint !== fingerprint) {
      return refused('IDEMPOTENCY_MISMATCH', MESSAGES.orders.idempotencyMismatch);
    }
    let current = stored;
    const deadline = Date.now() + REPLAY_WAIT_MS;
    while (current.order.status === 'PENDING_PAYMENT' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
      current = (await findOrder(this.deps.db, eq(orders.id, stored.order.id))) ?? current;
    }
    const { status, failureCode, failureMessage } = current.order;
    if (status === 'PENDING_PAYMENT') return refused('PAYMENT_FAILED', MESSAGES.orders.inProgress);
    if (status === 'CANCELLED' && failureCode) {
      return refused(failureCode, failureMessage ?? MESSAGES.orders.decline.PAYMENT_FAILED);
    }
    return this.placed(current);
  }

  private placed(stored: StoredOrder): PlaceOrderResult {
    return {
      status: true,
      message: MESSAGES.orders.placed(stored.order.number),
      code: null,
      field: null,
      order: toOrder(stored, this.deps.publicUrl),
      problems: [],
    };
  }
}

function refused(code: string, message: string): PlaceOrderResult {
  return { status: false, message, code, field: null, order: null, problems: [] };
}

function belowMinimum(zone: DeliveryZoneRow, missingCents: number): PlaceOrderResult {
  const message = MESSAGES.delivery.belowMinimum(formatCents(zone.minOrderCents), formatCents(missingCents));
  return refused('BELOW_MINIMUM', message);
}

function cartChanged(problems: LineProblem[]): PlaceOrderResult {
  const message = [MESSAGES.orders.cartChanged, ...problems.map((problem) => problem.message)].join(' ');
  return { ...refused('CART_CHANGED', message), problems: problems.map(toProblem) };
}
