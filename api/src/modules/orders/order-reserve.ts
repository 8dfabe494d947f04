import { randomUUID } from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories } from '../categories/categories.table.js';
import { products } from '../products/products.table.js';
import type { PricedLine, PricingProduct } from './cart-pricing.js';
import { orderLines, orders, type OrderLineRow, type OrderRow } from './orders.table.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Reserved {
  order: OrderRow;
  lines: OrderLineRow[];
  /** The products whose units were taken; one missing moved since it was read (roll back, price again). */
  takenIds: string[];
}

/**
 * The order, its lines and the units of every line, as ONE statement inside the caller's
 * transaction (three round trips with BEGIN and COMMIT, whatever the number of lines). Null when
 * the user's idempotency key has an order already: then nothing was written. A line's units are
 * taken only while its product still has them, at the price `seen` was read with, on sale (product
 * and category active): the conditions of the UPDATE, checked again on the row's latest version
 * when another order changed it meanwhile. The products' rows are locked in id order first, so two
 * orders sharing products never deadlock.
 */
export async function insertOrderTakingStock(
  tx: Transaction,
  values: typeof orders.$inferInsert,
  priced: PricedLine[],
  seen: Map<string, PricingProduct>,
): Promise<Reserved | null> {
  // Line ids are made here, so the lines need not be read back.
  const lines = priced.map((line, position) => ({ ...line, id: randomUUID(), position }));
  const inserted = tx.$with('inserted').as(
    tx
      .insert(orders)
      .values(values)
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning(),
  );
  const [row] = await tx
    .with(inserted, tx.$with('lines', {}).as(linesOf(lines)), tx.$with('taken', {}).as(stockOf(priced, seen)))
    .select({
      order: Object.fromEntries(Object.keys(getTableColumns(orders)).map((key) => [key, inserted[key as 'id']])),
      takenIds: sql<string[]>`(select coalesce(array_agg(id), '{}') from taken)`,
    })
    .from(inserted);
  if (!row) return null;
  const order = row.order as unknown as OrderRow;
  return { order, lines: lines.map((line) => ({ ...line, orderId: order.id })), takenIds: row.takenIds };
}

/** INSERT of the lines for the order of the CTE `inserted` (none when it inserted nothing). */
function linesOf(lines: (PricedLine & { id: string; position: number })[]): SQL {
  const rows = lines.map((line) => ({
    id: line.id,
    position: line.position,
    product_id: line.productId,
    name: line.name,
    unit: line.unit,
    image_path: line.imagePath,
    quantity: line.quantity,
    unit_base_cents: line.unitBaseCents,
    discount_percentage: line.discountPercentage,
    unit_price_cents: line.unitPriceCents,
    line_total_cents: line.lineTotalCents,
  }));
  const names = Object.keys(rows[0] ?? {});
  const columns = sql.raw(names.join(', '));
  const fromRecords = sql.raw(names.map((name) => `l.${name}`).join(', '));
  return sql`insert into ${orderLines} (order_id, ${columns})
    select inserted.id, ${fromRecords} from inserted, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as l(
      id uuid, position int, product_id uuid, name text, unit text, image_path text, quantity int,
      unit_base_cents int, discount_percentage int, unit_price_cents int, line_total_cents int)`;
}

/** UPDATE taking each line's units (only once the CTE `inserted` has the order), returning the products' ids. */
function stockOf(priced: PricedLine[], seen: Map<string, PricingProduct>): SQL {
  const wanted = priced.map((line) => {
    const product = seen.get(line.productId)!;
    return {
      id: product.id,
      quantity: line.quantity,
      base_price_cents: product.basePriceCents,
      discount_percentage: product.discountPercentage,
    };
  });
  const ids = sql.param(wanted.map((line) => line.id));
  return sql`update ${products} set stock = ${products}.stock - w.quantity, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
        as w(id uuid, quantity int, base_price_cents int, discount_percentage int),
      (select p.id from ${products} p where p.id = any(${ids}::uuid[]) and exists (select 1 from inserted)
        order by p.id for no key update) as locked
    where ${products}.id = w.id and locked.id = w.id
      and ${products}.stock >= w.quantity and ${products}.is_active
      and ${products}.base_price_cents = w.base_price_cents
      and ${products}.discount_percentage = w.discount_percentage
      and exists (select 1 from ${categories} c where c.id = ${products}.category_id and c.is_active)
    returning ${products}.id`;
}
