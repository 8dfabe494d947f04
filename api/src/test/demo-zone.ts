import { sql } from 'drizzle-orm';
import { slugify } from 'rules';
import { queryRows, type Database } from '../db/database.js';
import { DEMO_ZONE_NAME, DEMO_ZONE_RANGES } from '../db/seed/delivery.seed.js';

/**
 * The zones come from migration 0011, not the seed: tests that create zones, rename the demo one,
 * switch it off or change its rules (the admin's zone form, todayWindowSql's same-day cutoff) must
 * not leave them to the next file on a shared PostgreSQL database. The first zone created is the
 * demo one: it gets the migration's name, values and postal codes back, and every other zone goes
 * (their windows, days and codes with them; orders were emptied before).
 */
export async function restoreDemoZone(db: Database): Promise<void> {
  const [demo] = await queryRows<{ id: string }>(
    db,
    sql`select id from delivery_zones order by created_at, id limit 1`,
  );
  if (!demo) return;
  await db.execute(sql`delete from delivery_zones where id <> ${demo.id}`);
  await db.execute(
    sql`update delivery_zones set name = ${DEMO_ZONE_NAME}, slug = ${slugify(DEMO_ZONE_NAME)}, fee_cents = 4900, free_from_cents = 50000, min_order_cents = 0, cutoff_days_before = 1, cutoff_minute = 1200, is_active = true where id = ${demo.id}`,
  );
  await db.execute(sql`delete from delivery_postal_ranges where zone_id = ${demo.id}`);
  for (const [firstCode, lastCode] of DEMO_ZONE_RANGES) {
    await db.execute(
      sql`insert into delivery_postal_ranges (zone_id, first_code, last_code) values (${demo.id}, ${firstCode}, ${lastCode})`,
    );
  }
}
