import { MESSAGES } from '../../modules/common/messages.js';
import { priceCart, type PricingProduct, type PricingRules } from '../../modules/orders/cart-pricing.js';
import type { OrderStatusName } from '../../modules/orders/orders.table.js';
import type { AddressValue } from '../../modules/users/users.table.js';

/**
 * The demo's order history, planned in memory from the seeded catalogue and clients: 60 days of
 * orders placed between 8:00 and 22:00 in Mexico City, priced by the checkout's own priceCart. The
 * newest orders are still moving (PAID, PREPARING, SHIPPED), the rest DELIVERED, about one in eleven
 * CANCELLED (by the client from PAID, or by the admin from PREPARING, both refunded), and about one
 * checkout in twenty-five a declined payment attempt (kept for the admin, out of the shopper's
 * orders and the counts). No order is left PENDING_PAYMENT: the start-up reconciler cancels any
 * older than a minute.
 * Deterministic (a fixed pseudo-random sequence), so every fresh demo shows the same shop.
 */
export const DEMO_ORDER_DAYS = 60;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Mexico City has kept UTC-6 all year since October 2022 (no daylight saving time). */
const MEXICO_CITY_OFFSET_MS = -6 * HOUR_MS;
/** A product's units sold in the history stay under this share of its seeded stock. */
const MOST_SOLD_SHARE = 0.4;
/** Newest first: how many orders are still in each open state. */
const OPEN_STATES: [OrderStatusName, number][] = [
  ['PAID', 2],
  ['PREPARING', 3],
  ['SHIPPED', 4],
];

export interface DemoClient {
  id: string;
  email: string;
  address: AddressValue | null;
}

export interface DemoAdmin {
  id: string;
}

export interface PlannedStatusChange {
  fromStatus: OrderStatusName;
  toStatus: OrderStatusName;
  changedBy: string | null;
  changedAt: Date;
}

export interface PlannedOrder {
  client: DemoClient;
  createdAt: Date;
  status: OrderStatusName;
  lines: ReturnType<typeof priceCart>['lines'];
  totals: ReturnType<typeof priceCart>['totals'];
  history: PlannedStatusChange[];
  /** Set on a declined payment attempt (CANCELLED, no charge, no stock taken). */
  decline: { code: DeclineCode; message: string } | null;
  card: { brand: string; last4: string };
}

const DECLINES = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'EXPIRED_CARD'] as const;
type DeclineCode = (typeof DECLINES)[number];

/** mulberry32: a few lines of a well-known generator, enough for believable demo data. */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Midnight of `now`'s calendar day in Mexico City, as an instant. */
export function mexicoCityMidnight(now: Date): number {
  const local = now.getTime() + MEXICO_CITY_OFFSET_MS;
  return local - (local % DAY_MS) - MEXICO_CITY_OFFSET_MS;
}

/** Order times: 1-4 a day (more on weekends), 8:00-21:59 Mexico City, none in the last 10 minutes. */
function orderTimes(now: Date, random: () => number): Date[] {
  const today = mexicoCityMidnight(now);
  const times: Date[] = [];
  for (let daysAgo = DEMO_ORDER_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const midnight = today - daysAgo * DAY_MS;
    const weekday = new Date(midnight - MEXICO_CITY_OFFSET_MS).getUTCDay();
    const count = 1 + Math.floor(random() * 3) + (weekday === 0 || weekday === 6 ? 1 : 0);
    const day = Array.from({ length: count }, () => midnight + 8 * HOUR_MS + Math.floor(random() * 14 * HOUR_MS));
    times.push(...day.filter((time) => time < now.getTime() - 10 * 60_000).map((time) => new Date(time)));
  }
  return times.sort((a, b) => a.getTime() - b.getTime());
}

function pickLines(products: PricingProduct[], sold: Map<string, number>, random: () => number) {
  const wanted = 1 + Math.floor(random() * 4);
  const lines = new Map<string, number>();
  for (let tries = 0; lines.size < wanted && tries < 20; tries += 1) {
    const product = products[Math.floor(random() * products.length)]!;
    const quantity = 1 + Math.floor(random() * Math.min(3, product.maxPerOrder));
    const after = (sold.get(product.id) ?? 0) + quantity;
    if (lines.has(product.id) || after > product.stock * MOST_SOLD_SHARE) continue;
    lines.set(product.id, quantity);
  }
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

/** The state of the order `rank` places from the newest; every eleventh is cancelled. */
function statusOf(rank: number, index: number): OrderStatusName {
  if (index % 11 === 5) return 'CANCELLED';
  let open = 0;
  for (const [status, count] of OPEN_STATES) {
    open += count;
    if (rank < open) return status;
  }
  return 'DELIVERED';
}

/** The changes that took an order to `status`, spread between its creation and now. */
function historyOf(
  order: Pick<PlannedOrder, 'createdAt' | 'client'>,
  status: OrderStatusName,
  cancelByClient: boolean,
  admin: DemoAdmin,
  now: Date,
): PlannedStatusChange[] {
  const created = order.createdAt.getTime();
  const at = (hours: number, share: number) =>
    new Date(created + Math.min(hours * HOUR_MS, (now.getTime() - created) * share));
  const change = (fromStatus: OrderStatusName, toStatus: OrderStatusName, changedBy: string | null, when: Date) => ({
    fromStatus,
    toStatus,
    changedBy,
    changedAt: when,
  });
  const paid = change('PENDING_PAYMENT', 'PAID', null, new Date(created + 20_000));
  if (status === 'PAID') return [paid];
  if (status === 'CANCELLED' && cancelByClient) return [paid, change('PAID', 'CANCELLED', order.client.id, at(1, 0.3))];
  const preparing = change('PAID', 'PREPARING', admin.id, at(3, 0.3));
  if (status === 'PREPARING') return [paid, preparing];
  if (status === 'CANCELLED') return [paid, preparing, change('PREPARING', 'CANCELLED', admin.id, at(6, 0.5))];
  const shipped = change('PREPARING', 'SHIPPED', admin.id, at(22, 0.6));
  if (status === 'SHIPPED') return [paid, preparing, shipped];
  return [paid, preparing, shipped, change('SHIPPED', 'DELIVERED', admin.id, at(28, 0.9))];
}

/** Every twenty-fifth checkout: the card was refused, with one of the provider's reasons. */
function declineOf(index: number): PlannedOrder['decline'] {
  if (index % 25 !== 12) return null;
  const code = DECLINES[Math.floor(index / 25) % DECLINES.length]!;
  return { code, message: MESSAGES.orders.decline[code] };
}

/** A refused charge cancels the attempt a few seconds after the checkout, with no one's hand in it. */
function declinedChange(createdAt: Date): PlannedStatusChange {
  const changedAt = new Date(createdAt.getTime() + 15_000);
  return { fromStatus: 'PENDING_PAYMENT', toStatus: 'CANCELLED', changedBy: null, changedAt };
}

const CARDS = [
  { brand: 'visa', last4: '4242' },
  { brand: 'visa', last4: '0008' },
  { brand: 'mastercard', last4: '4444' },
];

/** The history; the demo client (first in `clients`) places about one order in four. */
export function planDemoOrders(
  clients: DemoClient[],
  admin: DemoAdmin,
  products: PricingProduct[],
  rules: PricingRules,
  now: Date,
): PlannedOrder[] {
  const random = randomSequence(20_240_115);
  const sold = new Map<string, number>();
  const times = orderTimes(now, random);
  const planned: PlannedOrder[] = [];
  times.forEach((createdAt, index) => {
    const client = random() < 0.25 ? clients[0]! : clients[1 + Math.floor(random() * (clients.length - 1))]!;
    const { lines, totals } = priceCart(
      pickLines(products, sold, random),
      new Map(products.map((p) => [p.id, p])),
      rules,
    );
    if (lines.length === 0) return;
    const decline = declineOf(index);
    const status = decline ? 'CANCELLED' : statusOf(times.length - 1 - index, index);
    if (status !== 'CANCELLED') {
      for (const line of lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
    }
    const history = decline
      ? [declinedChange(createdAt)]
      : historyOf({ createdAt, client }, status, index % 2 === 0, admin, now);
    planned.push({ client, createdAt, status, lines, totals, history, decline, card: CARDS[index % CARDS.length]! });
  });
  return planned;
}

/** Units each product lost to the history (cancelled orders gave theirs back). */
export function unitsSold(orders: PlannedOrder[]): Map<string, number> {
  const sold = new Map<string, number>();
  for (const order of orders) {
    if (order.status === 'CANCELLED') continue;
    for (const line of order.lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  }
  return sold;
}
