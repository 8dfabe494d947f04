import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.js';
import { toCents } from '../../modules/common/money.js';
import { categories, products, users } from '../schema.js';
import { queryRows, type Database } from '../database.js';
import { CATEGORY_SEED } from './categories.seed.js';
import { seedDeliveryWindows } from './delivery.seed.js';
import { FRUIT_SEED } from './fruit-products.seed.js';
import { USER_SEED } from './users.seed.js';
import { VEGETABLE_SEED } from './vegetable-products.seed.js';

export const PRODUCT_SEED = [...FRUIT_SEED, ...VEGETABLE_SEED];
const FIRST_SIGN_UP = Date.UTC(2024, 0, 15, 16, 0, 0);
const DAY_MS = 86_400_000;

// Hashing is deliberately slow; the demo passwords repeat, and tests reseed often.
const hashCache = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashCache.has(password)) hashCache.set(password, hashPassword(password));
  return hashCache.get(password) as Promise<string>;
};

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from ${users}) and not exists (select 1 from ${categories}) as empty`,
  );
  return row?.empty === true;
}

/** Demo catalogue, accounts and delivery windows (README: demo accounts). Runs on an empty database only. */
export async function seedDemoData(db: Database): Promise<void> {
  const userRows = await Promise.all(
    USER_SEED.map(async ({ password, joinedAfterDays, ...user }) => {
      const createdAt = new Date(FIRST_SIGN_UP + joinedAfterDays * DAY_MS);
      return { ...user, passwordHash: await cachedHash(password), createdAt, updatedAt: createdAt };
    }),
  );
  await db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categories)
      .values(CATEGORY_SEED)
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIdBySlug = new Map(insertedCategories.map((row) => [row.slug, row.id]));
    await tx.insert(products).values(
      PRODUCT_SEED.map(({ categorySlug, price, ...product }) => ({
        ...product,
        categoryId: categoryIdBySlug.get(categorySlug) ?? missingCategory(categorySlug),
        basePriceCents: toCents(price),
        imagePath: `/images/products/${product.slug}.svg`,
      })),
    );
    await tx.insert(users).values(userRows);
    await seedDeliveryWindows(tx);
  });
}

function missingCategory(slug: string): never {
  throw new Error(`Seed product refers to unknown category "${slug}"`);
}
