import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories } from '../categories/categories.table.js';
import { MESSAGES } from '../common/messages.js';
import { likePrefix } from '../common/query-filter.js';
import type { CheckedProduct } from './product-input.js';
import { namePrefixCondition } from './products.paging.js';
import { products } from './products.table.js';

export type SaveOutcome = { ok: true; id: string; created: boolean } | { ok: false; message: string };

/** The new picture path, null to remove it, undefined to keep the current one. */
export type ImagePathChange = string | null | undefined;

/**
 * Product saves take this transaction-scoped lock, so the name and slug checks and the write
 * cannot interleave with another save (two admins creating "Mango" at once). Admin saves are rare.
 */
const SAVE_LOCK = sql`select pg_advisory_xact_lock(hashtext('del-campo-api:product-save'))`;

/** Inserts (`id` null) or updates a checked product in one transaction; a refusal writes nothing. */
export function writeProduct(db: Database, product: CheckedProduct, imagePath: ImagePathChange): Promise<SaveOutcome> {
  const text = MESSAGES.adminProducts;
  return db.transaction(async (tx) => {
    await tx.execute(SAVE_LOCK);
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, product.categoryId));
    if (!category) return { ok: false, message: text.categoryNotFound };
    const current = product.id ? await currentSlug(tx, product.id) : null;
    if (product.id && current === null) return { ok: false, message: text.notFound };
    if (await nameTaken(tx, product.name, product.id)) return { ok: false, message: text.nameTaken(product.name) };
    const slug = await freeSlug(tx, product.slug, product.id, current);
    const { id: _id, image: _image, ...fields } = product;
    const values = { ...fields, slug, ...(imagePath !== undefined && { imagePath }) };
    if (product.id) {
      await tx
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, product.id));
      return { ok: true, id: product.id, created: false };
    }
    const [created] = await tx.insert(products).values(values).returning({ id: products.id });
    if (!created) throw new Error('Product insert returned no row');
    return { ok: true, id: created.id, created: true };
  });
}

/** The product's slug, with its row locked for the update; null when there is no such product. */
async function currentSlug(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, id)).for('update');
  return row?.slug ?? null;
}

/** Another product has this name, case aside ("MANGO ataúlfo" = "Mango Ataúlfo"; accents still count). */
async function nameTaken(db: Database, name: string, ownId: string | null): Promise<boolean> {
  // search_text starts with the folded name: a cheap, index-free narrowing; the exact test is below.
  const candidates = await db
    .select({ name: products.name })
    .from(products)
    .where(and(namePrefixCondition(name), ownId ? ne(products.id, ownId) : undefined));
  const wanted = caseFolded(name);
  return candidates.some((row) => caseFolded(row.name) === wanted);
}

function caseFolded(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('es-MX');
}

/**
 * `base`, or `base-2`, `base-3`... whichever is free first. An edit keeps its slug when the name
 * still leads to it, so links to the product do not change for nothing.
 */
async function freeSlug(db: Database, base: string, ownId: string | null, current: string | null): Promise<string> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        or(eq(products.slug, base), like(products.slug, likePrefix(`${base}-`))),
        ownId ? ne(products.id, ownId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  const family = new RegExp(`^${base}(-[2-9]|-[1-9]\\d+)?$`);
  if (current && family.test(current) && !taken.has(current)) return current;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}
