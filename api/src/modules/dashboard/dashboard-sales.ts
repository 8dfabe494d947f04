import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import type { DailySales } from '../../generated/graphql.js';
import { centsToPesos } from '../common/money.js';
import { ORDER_STATUSES, orders, type OrderStatusName } from '../orders/orders.table.js';
import { listedProductColumns, type ListedProductRow } from '../products/products.mapper.js';
import { products } from '../products/products.table.js';

/** Orders that are not money in the till: not paid yet, or cancelled. */
export const NOT_SALE_STATUSES: readonly OrderStatusName[] = ['PENDING_PAYMENT', 'CANCELLED'];
/** Orders that are money in the till: paid and not cancelled (PAID, PREPARING, SHIPPED, DELIVERED). */
export const SALE_STATUSES: OrderStatusName[] = ORDER_STATUSES.filter((status) => !NOT_SALE_STATUSES.includes(status));
export const SALES_DAYS = 30;
export const LOW_STOCK_LIMIT = 10;

/**
 * Mexico City has had no daylight saving time since 2022: its calendar day starts at 06:00 UTC
 * (the same rule as adminOrders' from/to dates in admin-orders.service.ts).
 */
const SHOP_DAY_SHIFT = sql.raw(`interval '6 hours'`);
/** A timestamptz -> the calendar day it falls on in Mexico City, whatever the session time zone. */
const shopDay = (at: unknown) => sql`((${at} at time zone 'UTC') - ${SHOP_DAY_SHIFT})::date`;

interface DayRow {
  day: string;
  cents: string | number;
  orders: number;
  monthCents: string | number;
  monthOrders: number;
}

export interface SalesFigures {
  todayTotal: number;
  todayOrders: number;
  monthTotal: number;
  monthOrders: number;
  last30Days: DailySales[];
}

/**
 * The states that are not sales as SQL literals (fixed names, never input). "not in" these is "in"
 * SALE_STATUSES, written as the predicate of the partial index orders_sales_created_at_total_idx so
 * the planner can answer from the index alone.
 */
const NOT_SALE_LIST = sql.raw(NOT_SALE_STATUSES.map((status) => `'${status}'`).join(', '));
/** Today in Mexico City, inline (not from a CTE) so the planner can estimate the date range. */
const TODAY = shopDay(sql`now()`);

/**
 * One statement: the last 30 days (generate_series, oldest first, days without sales as zero) and,
 * on every row, this month's totals. The paid orders since the earlier of the two starts are summed
 * per day first (an index-only scan of orders_sales_created_at_total_idx), so the month and the 30
 * days only add up at most 31 day rows. Sums are exact centavos, shown as pesos.
 */
export function salesStatement(): SQL {
  return sql`
  with shop as (
    select today, today - ${SALES_DAYS - 1}::int as first_day, today - extract(day from today)::int + 1 as month_start
    from (select ${TODAY} as today) as now_in_shop
  ),
  sales as (
    select ${shopDay(orders.createdAt)} as day, sum(${orders.totalCents})::bigint as cents, count(*)::int as orders
    from ${orders}
    where ${orders.status} not in (${NOT_SALE_LIST})
      and ${orders.createdAt} >= (least(${TODAY} - ${SALES_DAYS - 1}::int, ${TODAY} - extract(day from ${TODAY})::int + 1)
                                  + ${SHOP_DAY_SHIFT}) at time zone 'UTC'
    group by 1
  ),
  month as (
    select coalesce(sum(sales.cents), 0)::bigint as cents, coalesce(sum(sales.orders), 0)::int as orders
    from sales, shop where sales.day >= shop.month_start
  ),
  days as (select shop.today - back as day from shop, generate_series(${SALES_DAYS - 1}::int, 0, -1) as back)
  select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sales.cents, 0)::bigint as cents,
         coalesce(sales.orders, 0)::int as orders, month.cents as "monthCents", month.orders as "monthOrders"
  from days cross join month left join sales on sales.day = days.day
  order by days.day`;
}

/** Sales today, this month and per day over the last 30 days (Mexico City days). */
export async function readSales(db: Database): Promise<SalesFigures> {
  const rows = await queryRows<DayRow>(db, salesStatement());
  const today = rows.at(-1);
  if (rows.length !== SALES_DAYS || !today) throw new Error(`Sales query returned ${rows.length} days`);
  return {
    todayTotal: centsToPesos(Number(today.cents)),
    todayOrders: today.orders,
    monthTotal: centsToPesos(Number(today.monthCents)),
    monthOrders: today.monthOrders,
    last30Days: rows.map((row) => ({ day: row.day, total: centsToPesos(Number(row.cents)), orders: row.orders })),
  };
}

/** Active products with at most `threshold` units left, lowest stock first, at most 10 (in the order of products_active_stock_name_id_idx). */
export function lowStockQuery(db: Database, threshold: number) {
  return db
    .select(listedProductColumns)
    .from(products)
    .where(and(eq(products.isActive, true), lte(products.stock, threshold)))
    .orderBy(asc(products.stock), asc(products.name), asc(products.id))
    .limit(LOW_STOCK_LIMIT);
}

export function readLowStock(db: Database, threshold: number): Promise<ListedProductRow[]> {
  return lowStockQuery(db, threshold);
}
