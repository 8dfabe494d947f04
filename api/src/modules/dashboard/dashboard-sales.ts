import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.js';
import type { DailySales } from '../../generated/graphql.js';
import { centsToPesos } from '../common/money.js';
import { orders, type OrderStatusName } from '../orders/orders.table.js';
import { listedProductColumns, type ListedProductRow } from '../products/products.mapper.js';
import { products } from '../products/products.table.js';

/** Orders that are money in the till: paid and not cancelled. */
export const SALE_STATUSES: OrderStatusName[] = ['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED'];
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
 * One statement: the last 30 days (generate_series, oldest first, days without sales as zero) and,
 * on every row, this month's totals. Sums are exact centavos, shown as pesos.
 */
export async function readSales(db: Database): Promise<SalesFigures> {
  const rows = await queryRows<DayRow>(
    db,
    sql`
    with shop as (
      select today, today - ${SALES_DAYS - 1}::int as first_day, today - extract(day from today)::int + 1 as month_start
      from (select ${shopDay(sql`now()`)} as today) as now_in_shop
    ),
    sales as (
      select ${shopDay(orders.createdAt)} as day, ${orders.totalCents} as cents
      from ${orders}, shop
      where ${inArray(orders.status, SALE_STATUSES)}
        and ${orders.createdAt} >= (least(shop.first_day, shop.month_start) + ${SHOP_DAY_SHIFT}) at time zone 'UTC'
    ),
    month as (
      select coalesce(sum(sales.cents), 0)::bigint as cents, count(*)::int as orders
      from sales, shop where sales.day >= shop.month_start
    ),
    days as (select shop.today - back as day from shop, generate_series(${SALES_DAYS - 1}::int, 0, -1) as back)
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sum(sales.cents), 0)::bigint as cents,
           count(sales.day)::int as orders, month.cents as "monthCents", month.orders as "monthOrders"
    from days cross join month left join sales on sales.day = days.day
    group by days.day, month.cents, month.orders
    order by days.day`,
  );
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

/** Active products with at most `threshold` units left, lowest stock first, at most 10. */
export function readLowStock(db: Database, threshold: number): Promise<ListedProductRow[]> {
  return db
    .select(listedProductColumns)
    .from(products)
    .where(and(eq(products.isActive, true), lte(products.stock, threshold)))
    .orderBy(asc(products.stock), asc(products.name), asc(products.id))
    .limit(LOW_STOCK_LIMIT);
}
