import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { shopToday } from './shop-time.js';

/**
 * Rebuilds the window counters from today on out of the orders (every order but a cancelled one
 * holds its place, a pending payment too) and answers how many counters it corrected. It first
 * takes a lock that waits for the bookings in flight and holds new ones back for the few
 * milliseconds it takes, so a booking is never counted twice or missed. Runs at start-up after the
 * pending orders are settled; safe to run at any time (an operator after SQL by hand).
 */
export async function reconcileWindowBookings(
  db: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<number> {
  const today = shopToday(now);
  const corrected = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table delivery_window_bookings in share row exclusive mode`);
    const result = (await tx.execute(sql`
      with counted as (
        select window_template_id as template_id, window_date as date, count(*)::int as booked
        from orders
        where window_template_id is not null and window_date >= ${today} and status <> 'CANCELLED'
        group by 1, 2
      ),
      wanted as (
        select coalesce(c.template_id, b.template_id) as template_id, coalesce(c.date, b.date) as date,
               coalesce(c.booked, 0) as booked
        from counted c
        full join (select * from delivery_window_bookings where date >= ${today}) b
          on b.template_id = c.template_id and b.date = c.date
        where b.booked is distinct from c.booked and not (c.booked is null and b.booked = 0)
      )
      insert into delivery_window_bookings (template_id, date, booked)
      select template_id, date, booked from wanted
      on conflict (template_id, date) do update set booked = excluded.booked
      returning template_id`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  });
  if (corrected > 0) log.warn({ corrected }, 'Delivery window counters corrected from the orders');
  return corrected;
}
