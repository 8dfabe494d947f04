import { sql } from 'drizzle-orm';
import type { DashboardSales, DashboardSnapshot, DashboardTotals } from '../../generated/graphql.js';
import { queryRows, type Database } from '../../db/database.js';
import { categories } from '../categories/categories.table.js';
import { MESSAGES } from '../common/messages.js';
import { placedOrders } from '../orders/orders.store.js';
import { orders } from '../orders/orders.table.js';
import { forGraphQL, toProductModel } from '../products/products.mapper.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';
import { readLowStock, readSales } from './dashboard-sales.js';

type Counts = { users: number; categories: number; products: number; orders: number };

export interface DashboardOptions {
  /** Image URLs of the low-stock products are built on it. */
  publicUrl: string;
  lowStockThreshold: number;
}

/** The figures of the admin dashboard (the resolvers check the ADMIN role first). */
export class DashboardService {
  constructor(
    private readonly db: Database,
    private readonly options: DashboardOptions,
  ) {}

  /** Every record of each kind, active or not (orders: never a declined payment attempt), in one round trip. */
  async totals(): Promise<DashboardTotals> {
    const [counts] = await queryRows<Counts>(
      this.db,
      sql`
      select (select count(*) from ${users})::int as users,
             (select count(*) from ${categories})::int as categories,
             (select count(*) from ${products})::int as products,
             (select count(*) from ${orders} where ${placedOrders})::int as orders`,
    );
    if (!counts) throw new Error('Dashboard counts query returned no row');
    return { status: true, message: MESSAGES.ok, ...counts };
  }

  /** Sales today, this month and per day (30 days), and low stock: two statements. */
  async sales(): Promise<DashboardSales> {
    const [figures, lowStock] = await Promise.all([
      readSales(this.db),
      readLowStock(this.db, this.options.lowStockThreshold),
    ]);
    return {
      status: true,
      message: MESSAGES.ok,
      ...figures,
      lowStock: lowStock.map((row) => forGraphQL(toProductModel(row, this.options.publicUrl))),
    };
  }

  /** What the dashboardChanged subscription sends on each event: the totals and sales; the resolver adds the day's deliveries (DeliveriesService). */
  async snapshot(): Promise<Omit<DashboardSnapshot, 'deliveries'>> {
    const [totals, sales] = await Promise.all([this.totals(), this.sales()]);
    return { totals, sales };
  }
}
