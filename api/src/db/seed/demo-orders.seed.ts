import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { referenceZone } from '../../modules/delivery/delivery-zones.js';
import type { DeliveryZoneRow } from '../../modules/delivery/delivery.table.js';
import { zoneRules, type PricingRules } from '../../modules/orders/cart-pricing.js';
import { recordStatusChanges } from '../../modules/orders/order-history.js';
import { loadProductsOnSale, takeStock } from '../../modules/orders/orders.store.js';
import { orderLines, orders, paymentsTest } from '../../modules/orders/orders.table.js';
import { providerKey } from '../../modules/orders/place-order.service.js';
import { users } from '../../modules/users/users.table.js';
import type { Database } from '../database.js';
import { planDemoOrders, unitsSold, type DemoClient, type PlannedOrder } from './demo-orders.plan.js';
import { planDemoBookings, saveDemoBookingCounters, zoneTemplates, type DemoBooking } from './demo-windows.js';
import { DEMO_ADMIN, DEMO_CLIENT } from './users.seed.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Clients who can buy (active, verified), the demo client first; the demo admin. */
async function readPeople(tx: Transaction) {
  const rows = await tx
    .select({ id: users.id, email: users.email, role: users.role, address: users.address })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.isEmailVerified, true)))
    .orderBy(asc(users.createdAt));
  const admin = rows.find((row) => row.email === DEMO_ADMIN.email);
  const clients: DemoClient[] = rows.filter((row) => row.role === 'CLIENT' && row.address);
  clients.sort((a, b) => Number(b.email === DEMO_CLIENT.email) - Number(a.email === DEMO_CLIENT.email));
  return { admin, clients };
}

/**
 * Each demo client's contact phone: Guadalajara numbers (area code 33), one per client and always
 * the same, so every seeded order (and the checkout's prefill of the demo client) has a plausible one.
 */
export function demoPhone(clientIndex: number): string {
  return `33${String(36_131_500 + clientIndex * 1_117_301)
    .padStart(8, '0')
    .slice(-8)}`;
}

function orderRow(
  order: PlannedOrder,
  id: string,
  index: number,
  zone: DeliveryZoneRow | null,
  phone: string,
  booking: DemoBooking | undefined,
) {
  const last = order.history.at(-1)!;
  const { subtotalCents, discountCents, taxCents, shippingCents, totalCents } = order.totals;
  return {
    id,
    userId: order.client.id,
    status: order.status,
    subtotalCents,
    discountCents,
    taxCents,
    shippingCents,
    totalCents,
    address: order.client.address,
    phone,
    deliveryZoneId: zone?.id ?? null,
    ...booking,
    freeShippingFromCents: order.totals.freeShippingFromCents,
    ...(order.decline
      ? { failureCode: order.decline.code, failureMessage: order.decline.message }
      : { cardBrand: order.card.brand, cardLast4: order.card.last4, paymentId: `pay_test_demo_${index + 1}` }),
    paymentProvider: 'test',
    refundedAt: order.status === 'CANCELLED' && !order.decline ? last.changedAt : null,
    statusChangedBy: last.changedBy,
    idempotencyKey: `demo-${index + 1}`,
    createdAt: order.createdAt,
    updatedAt: last.changedAt,
  };
}

function paymentRow(order: PlannedOrder, index: number) {
  return {
    idempotencyKey: providerKey(order.client.id, `demo-${index + 1}`),
    paymentId: `pay_test_demo_${index + 1}`,
    amountCents: order.totals.totalCents,
    currency: 'mxn',
    status: order.decline ? 'failed' : order.status === 'CANCELLED' ? 'refunded' : 'succeeded',
    brand: order.card.brand,
    last4: order.card.last4,
    failureCode: order.decline?.code ?? null,
    customerEmail: order.client.email,
    createdAt: order.createdAt,
  };
}

/**
 * The demo's order history (demo-orders.plan.ts) on a freshly seeded catalogue: orders numbered in
 * time order, their lines, status history and test-provider charges (so an admin can still cancel
 * and refund one; a declined attempt's refused charge), and the stock they took, priced with the demo zone;
 * the orders still open are booked into this week's windows (demo-windows.ts). Returns how many
 * rows it wrote to orders (declined attempts included); does nothing when any order exists.
 */
export async function seedDemoOrders(
  db: Database,
  { taxPercentage }: Pick<PricingRules, 'taxPercentage'>,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: orders.id }).from(orders).limit(1);
    const { admin, clients } = await readPeople(tx);
    if (existing || !admin || clients.length < 2) return 0;
    // The demo clients live in Guadalajara: their orders are priced with the demo zone.
    const zone = await referenceZone(tx);
    const planned = planDemoOrders(clients, admin, await loadProductsOnSale(tx), zoneRules(zone, taxPercentage), now);
    const ids = planned.map(() => randomUUID());
    const phones = new Map(clients.map((client, index) => [client.id, demoPhone(index)]));
    const templates = zone ? await zoneTemplates(tx, zone.id) : [];
    const bookings = planDemoBookings(
      planned.map((order) => order.status),
      templates,
      now,
    );
    // One statement in time order: order_number_seq numbers the orders oldest first.
    await tx
      .insert(orders)
      .values(
        planned.map((order, index) =>
          orderRow(order, ids[index]!, index, zone, phones.get(order.client.id)!, bookings.get(index)),
        ),
      );
    await saveDemoBookingCounters(tx, bookings.values());
    await tx
      .insert(orderLines)
      .values(
        planned.flatMap((order, index) =>
          order.lines.map((line, position) => ({ ...line, orderId: ids[index]!, position })),
        ),
      );
    await recordStatusChanges(
      tx,
      planned.flatMap((order, index) => order.history.map((change) => ({ ...change, orderId: ids[index]! }))),
    );
    await tx.insert(paymentsTest).values(planned.map(paymentRow));
    await takeStock(
      tx,
      [...unitsSold(planned)].map(([productId, quantity]) => ({ productId, quantity })),
    );
    return planned.length;
  });
}
