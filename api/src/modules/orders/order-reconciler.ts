import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { MESSAGES } from '../common/messages.js';
import { users } from '../users/users.table.js';
import { providerKey, type PlaceOrderService } from './place-order.service.js';
import { findOrder } from './orders.store.js';
import { orders } from './orders.table.js';
import type { PaymentProvider } from './payments/payment-provider.js';

/** Orders younger than this may still have their charge in flight. */
export const RECONCILE_AFTER_MS = 60_000;

export interface ReconcileSummary {
  paid: number;
  cancelled: number;
}

/**
 * At start-up: an order left PENDING_PAYMENT by a crash between reserving and charging is asked of
 * the provider by its idempotency key. Charged -> PAID, and the buyer gets the confirmation e-mail the
 * lost answer would have sent; never charged (or refused) -> CANCELLED and
 * the stock back. So there is no charge without an order and no paid order without a charge.
 */
export async function reconcilePendingOrders(
  db: Database,
  payments: PaymentProvider,
  placing: PlaceOrderService,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  now = new Date(),
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { paid: 0, cancelled: 0 };
  const stale = await db
    .select({ id: orders.id, userId: orders.userId, idempotencyKey: orders.idempotencyKey })
    .from(orders)
    .where(
      and(eq(orders.status, 'PENDING_PAYMENT'), lt(orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS))),
    );
  for (const order of stale) {
    try {
      const lookup = order.idempotencyKey
        ? await payments.findByIdempotencyKey(providerKey(order.userId, order.idempotencyKey))
        : ({ found: false } as const);
      if (lookup.found && lookup.result.ok && !lookup.refunded) {
        const confirmation = await confirmationOf(db, order.id, order.userId);
        if (await placing.markPaid(order.id, lookup.result, confirmation)) summary.paid += 1;
      } else {
        const code = lookup.found && !lookup.result.ok ? lookup.result.code : 'PAYMENT_FAILED';
        const message =
          lookup.found && !lookup.result.ok ? lookup.result.message : MESSAGES.orders.decline.PAYMENT_FAILED;
        if (await placing.cancel(order.id, code, message)) summary.cancelled += 1;
      }
    } catch (error) {
      log.error({ orderId: order.id, reason: (error as Error).name }, 'Could not reconcile a pending order');
    }
  }
  if (stale.length > 0) log.info(summary, 'Pending orders reconciled');
  return summary;
}

/** What the buyer's confirmation e-mail needs: the pending order with its lines, and who to write to. */
async function confirmationOf(db: Database, orderId: string, userId: string) {
  const pending = await findOrder(db, eq(orders.id, orderId));
  const [buyer] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return pending && buyer ? { to: buyer, pending } : undefined;
}
