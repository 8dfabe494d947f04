import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { categories } from '../categories/categories.table.js';
import { products } from '../products/products.table.js';
import type { KeysetSource } from '../common/pagination.keyset.js';
import type { PricingProduct } from './cart-pricing.js';
import { orderLines, orders, type OrderLineRow, type OrderRow } from './orders.table.js';

/** A transaction or the database: both run the same queries. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * A checkout whose charge the card or the provider refused is kept (status CANCELLED with the
 * reason, so a replay of its key answers the same) but it is a payment attempt, not an order the
 * shopper placed: Mis compras, the admin's default lists and the dashboard counts leave it out.
 * Only a refused charge sets failure_code (placeOrder, the reconciler, an admin settling a pending one).
 */
export const placedOrders = isNull(orders.failureCode);
export const declinedAttempts = isNotNull(orders.failureCode);

export interface StoredOrder {
  order: OrderRow;
  lines: OrderLineRow[];
}

const pricingColumns = {
  id: products.id,
  name: products.name,
  unit: products.unit,
  imagePath: products.imagePath,
  basePriceCents: products.basePriceCents,
  discountPercentage: products.discountPercentage,
  stock: products.stock,
  maxPerOrder: products.maxPerOrder,
  isActive: sql<boolean>`(${products.isActive} and ${categories.isActive})`,
};

/** The pricing read: every placeOrder and cart check runs it (prepared, see db/prepared.ts). */
const pricingRead = preparedPerDatabase((db) =>
  db
    .select(pricingColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('orders_pricing_products'),
);

/** Every product on sale (active, in an active category) as pricing needs them, by slug: the demo seed's catalogue. */
export async function loadProductsOnSale(db: Executor): Promise<PricingProduct[]> {
  const rows = await db
    .select(pricingColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.isActive, true), eq(categories.isActive, true)))
    .orderBy(asc(products.slug));
  return rows.map((row) => ({ ...row, isActive: Boolean(row.isActive) }));
}

/** Products by id as pricing needs them (a plain read: insertOrderTakingStock re-checks what it relied on). */
export async function loadPricingProducts(db: Database, ids: string[]): Promise<Map<string, PricingProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await pricingRead(db).execute({ ids });
  return new Map(rows.map((row) => [row.id, { ...row, isActive: Boolean(row.isActive) }]));
}

type StockLine = Pick<OrderLineRow, 'productId' | 'quantity'>;

/** Adds (`sign` 1) or takes (-1) the lines' units, in product order so two writers never deadlock. */
async function moveStock(db: Executor, lines: StockLine[], sign: 1 | -1) {
  const sorted = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
  for (const line of sorted) {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${sign * line.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, line.productId));
  }
}

/** Gives the lines' units back to stock (a cancelled order). */
export async function releaseStock(db: Executor, lines: StockLine[]) {
  await moveStock(db, lines, 1);
}

/**
 * Takes the lines' units unconditionally: for orders written as history (the demo seed), never for
 * a purchase, which goes through insertOrderTakingStock's checks (order-reserve.ts).
 */
export async function takeStock(db: Executor, lines: StockLine[]) {
  await moveStock(db, lines, -1);
}

export async function findOrder(db: Executor, where: ReturnType<typeof and>): Promise<StoredOrder | null> {
  const [order] = await db.select().from(orders).where(where).limit(1);
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return { order, lines };
}

/** The lines of several orders with one statement. */
export async function linesOf(db: Executor, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/** Orders as the keyset pager reads them (Mis compras, the admin's Pedidos): a page of rows and the count. */
export function ordersKeysetSource(db: Executor): KeysetSource<OrderRow> {
  return {
    idColumn: orders.id,
    idOf: (row) => row.id,
    fetch: (where, orderBy, limit) =>
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    count: async (where) => {
      const [row] = await db.select({ total: count() }).from(orders).where(where);
      return row?.total ?? 0;
    },
  };
}
