// Fills a migrated Del Campo database with a big catalogue and order history, set-based:
//   node bench/scale/generate.mjs <database-url> [--products N --orders N]
// Default 100,000 products and 1,000,000 orders (with their lines and status history). Run it on a
// freshly migrated database (the demo seed may be there: its admin signs the status changes).
// SCALE_TRACE=1 prints the time of each statement.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { parseSizeArgs } from './plan.mjs';
import {
  categoryStatements,
  clientStatements,
  orderStatements,
  productStatements,
  windowBookingStatements,
} from './seed-sql.mjs';

async function timed(client, log, label, statements) {
  const started = performance.now();
  for (const statement of statements) {
    const statementStarted = performance.now();
    await client.query(statement);
    const ms = (performance.now() - statementStarted).toFixed(0);
    if (process.env.SCALE_TRACE) log(`      ${ms} ms ${statement.slice(0, 60).replace(/\s+/g, ' ')}`);
  }
  log(`    ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Seeds `sizes` into the database at `url`; resolves with the row counts and the seconds it took. */
export async function generateScaleData(url, sizes, log = () => {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query("set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'");
    await client.query('begin');
    await skipForeignKeyChecks(client, log);
    await timed(client, log, 'categories', categoryStatements());
    await timed(client, log, `${sizes.products} products`, productStatements(sizes.products));
    await timed(client, log, 'clients', clientStatements(sizes.orders));
    await timed(client, log, `${sizes.orders} orders, lines and history`, orderStatements(sizes));
    await timed(client, log, 'past delivery-window counters', windowBookingStatements());
    await client.query('commit');
    const seedSeconds = (performance.now() - started) / 1000;
    // The visibility map too (VACUUM), so index-only scans answer as they would after autovacuum.
    await timed(client, log, 'vacuum analyze', ['vacuum (analyze)']);
    return {
      seedSeconds,
      analyzeSeconds: (performance.now() - started) / 1000 - seedSeconds,
      rows: await rowCounts(client),
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The rows are consistent by construction (every id comes from the rows just inserted), so the
 * per-row foreign-key triggers are skipped for this transaction when the role may (superuser).
 */
async function skipForeignKeyChecks(client, log) {
  await client.query('savepoint replica_role');
  try {
    await client.query('set local session_replication_role = replica');
  } catch {
    await client.query('rollback to savepoint replica_role');
    log('    (not a superuser: foreign keys are checked row by row, slower)');
  }
}

async function rowCounts(client) {
  const { rows } = await client.query(`
    select (select count(*) from categories)::int as categories, (select count(*) from products)::int as products,
           (select count(*) from users)::int as users, (select count(*) from orders)::int as orders,
           (select count(*) from order_lines)::int as "orderLines",
           (select count(*) from order_status_history)::int as "statusHistory",
           (select count(*) from delivery_window_bookings)::int as "windowBookings"`);
  return rows[0];
}

async function main() {
  const [url, ...args] = process.argv.slice(2);
  if (!url || url.startsWith('--')) {
    console.error('usage: node bench/scale/generate.mjs <database-url> [--products N --orders N]');
    process.exit(2);
  }
  const sizes = parseSizeArgs(args);
  console.log(`seeding ${sizes.products} products and ${sizes.orders} orders ...`);
  const result = await generateScaleData(url, sizes, console.log);
  console.log(`seeded in ${result.seedSeconds.toFixed(1)} s (+ ${result.analyzeSeconds.toFixed(1)} s vacuum analyze)`);
  console.log(JSON.stringify(result.rows));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
