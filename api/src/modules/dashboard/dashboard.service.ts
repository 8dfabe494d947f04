import { sql } from 'drizzle-orm';
import type { DashboardTotals } from '../../generated/graphql.js';
import { queryRows, type Database } from '../../db/database.js';
import { categories } from '../categories/categories.table.js';
import { MESSAGES } from '../common/messages.js';
import { orders } from '../orders/orders.table.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';

type Counts = { users: number; categories: number; products: number; orders: number };

export class DashboardService {
  constructor(private readonly db: Database) {}

  /** Every record of each kind, active or not, in one round trip. */
  async totals(): Promise<DashboardTotals> {
    const [counts] = await queryRows<Counts>(
      this.db,
      sql`
      select (select count(*) from ${users})::int as users,
             (select count(*) from ${categories})::int as categories,
             (select count(*) from ${products})::int as products,
             (select count(*) from ${orders})::int as orders`,
    );
    if (!counts) throw new Error('Dashboard counts query returned no row');
    return { status: true, message: MESSAGES.ok, ...counts };
  }
}
