import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AdminCategoriesResult,
  Category,
  CategoryInput,
  CategoryResult,
  MoveDirection,
} from '../../generated/graphql.js';
import type { Database } from '../../db/database.js';
import { MESSAGES } from '../common/messages.js';
import { hasPgErrorCode, PG_ERROR } from '../common/pg-error.js';
import type { DashboardNotifier } from '../events/domain-events.js';
import { categoryProductCounts } from '../products/category-counts.table.js';
import { toCategory } from './categories.mapper.js';
import { categories } from './categories.table.js';
import { checkCategoryInput, isReservedSlug, isUuid } from './category-input.js';

export class CategoriesService {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
    private readonly events?: DashboardNotifier,
  ) {}

  /**
   * The shopper's categories: active ones with at least one product on sale (issue 29: an empty
   * shelf is not listed; the admin's list keeps it), in display order, each with its number of
   * active products.
   */
  async listActive(): Promise<Category[]> {
    const onSale = sql`coalesce(${categoryProductCounts.activeProducts}, 0) > 0`;
    const rows = await this.withProductCount(and(eq(categories.isActive, true), onSale)).orderBy(
      asc(categories.order),
      asc(categories.name),
    );
    return rows.map(({ productCount, ...row }) => toCategory(row, productCount, this.publicUrl));
  }

  /** One active category by slug (with its product count), or null. */
  async findActiveBySlug(slug: string): Promise<Category | null> {
    const [row] = await this.withProductCount(and(eq(categories.isActive, true), eq(categories.slug, slug.trim())));
    if (!row) return null;
    const { productCount, ...category } = row;
    return toCategory(category, productCount, this.publicUrl);
  }

  /**
   * The categories with these ids, each with its number of active products, in ONE statement:
   * what the Product.category loader asks for once per response. Unknown ids are left out.
   */
  async findByIds(ids: readonly string[]): Promise<Map<string, Category>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.withProductCount(inArray(categories.id, unique));
    return new Map(rows.map(({ productCount, ...row }) => [row.id, toCategory(row, productCount, this.publicUrl)]));
  }

  /** ADMIN screen: every category, inactive ones included, by order then name. */
  async listAll(): Promise<AdminCategoriesResult> {
    const rows = await this.withProductCount(undefined).orderBy(
      asc(categories.order),
      asc(categories.name),
      asc(categories.id),
    );
    const list = rows.map(({ productCount, ...row }) => toCategory(row, productCount, this.publicUrl));
    return { status: true, message: MESSAGES.ok, categories: list };
  }

  /** Creates (`id` null) or edits a category; the slug follows the name and must stay unique. */
  async save(input: CategoryInput): Promise<CategoryResult> {
    const text = MESSAGES.categories;
    const checked = checkCategoryInput(input);
    if (!checked.ok) return { status: false, message: checked.message, category: null };
    const { id, name, slug, order, imageNum, isActive } = checked.value;
    if (id !== null && !isUuid(id)) return { status: false, message: text.notFound, category: null };
    const taken = { status: false, message: text.slugTaken(name), category: null };
    if (isReservedSlug(slug)) return taken;
    const [clash] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(id === null ? eq(categories.slug, slug) : and(eq(categories.slug, slug), ne(categories.id, id)))
      .limit(1);
    if (clash) return taken;
    try {
      if (id === null) {
        const [created] = await this.db
          .insert(categories)
          .values({ name, slug, order, imageNum, isActive: isActive ?? true })
          .onConflictDoNothing({ target: categories.slug })
          .returning({ id: categories.id });
        if (!created) return taken;
        this.events?.dashboardChanged();
        return { status: true, message: text.created(name), category: await this.findById(created.id) };
      }
      const [updated] = await this.db
        .update(categories)
        .set({ name, slug, order, imageNum, ...(isActive !== null && { isActive }), updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      if (!updated) return { status: false, message: text.notFound, category: null };
      this.events?.dashboardChanged();
      return { status: true, message: text.saved(name), category: await this.findById(updated.id) };
    } catch (error) {
      // Two admins saving the same new name at once: the unique index decides.
      if (hasPgErrorCode(error, PG_ERROR.uniqueViolation)) return taken;
      throw error;
    }
  }

  /** Shows or hides a category in the storefront (its products go with it). Never deletes. */
  async setActive(id: string, isActive: boolean): Promise<CategoryResult> {
    const text = MESSAGES.categories;
    if (!isUuid(id.trim())) return { status: false, message: text.notFound, category: null };
    const [row] = await this.db
      .update(categories)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(categories.id, id.trim()))
      .returning({ id: categories.id, name: categories.name });
    if (!row) return { status: false, message: text.notFound, category: null };
    this.events?.dashboardChanged();
    return {
      status: true,
      message: isActive ? text.activated(row.name) : text.deactivated(row.name),
      category: await this.findById(row.id),
    };
  }

  /**
   * Swaps the category's place with its neighbour in the admin list (order, name, id), in one
   * transaction with the rows locked. Equal orders cannot be swapped, so then the list is first
   * numbered 1..n in its current sequence. Answers the whole list as it is afterwards.
   */
  async move(id: string, direction: MoveDirection): Promise<AdminCategoriesResult> {
    const text = MESSAGES.categories;
    const refuse = (message: string): AdminCategoriesResult => ({ status: false, message, categories: [] });
    if (!isUuid(id.trim())) return refuse(text.notFound);
    const outcome = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: categories.id, name: categories.name, order: categories.order })
        .from(categories)
        .orderBy(asc(categories.order), asc(categories.name), asc(categories.id))
        .for('update');
      const index = rows.findIndex((row) => row.id === id.trim());
      if (index < 0) return { ok: false as const, message: text.notFound };
      const other = direction === 'UP' ? index - 1 : index + 1;
      const moved = rows[index]!;
      const neighbour = rows[other];
      if (!neighbour) return { ok: false as const, message: text.cannotMove };
      const now = new Date();
      if (moved.order !== neighbour.order) {
        await tx.update(categories).set({ order: neighbour.order, updatedAt: now }).where(eq(categories.id, moved.id));
        await tx.update(categories).set({ order: moved.order, updatedAt: now }).where(eq(categories.id, neighbour.id));
      } else {
        const sequence = [...rows];
        sequence[index] = neighbour;
        sequence[other] = moved;
        for (const [position, row] of sequence.entries()) {
          if (row.order === position + 1) continue;
          await tx
            .update(categories)
            .set({ order: position + 1, updatedAt: now })
            .where(eq(categories.id, row.id));
        }
      }
      return { ok: true as const, message: text.moved(moved.name) };
    });
    if (!outcome.ok) return refuse(outcome.message);
    this.events?.dashboardChanged();
    const list = await this.listAll();
    return { ...list, message: outcome.message };
  }

  private async findById(id: string): Promise<Category | null> {
    return (await this.findByIds([id])).get(id) ?? null;
  }

  /** Each category with its active products, read from the kept counts (no count of the catalogue). */
  private withProductCount(where: SQL | undefined) {
    return this.db
      .select({
        ...getTableColumns(categories),
        productCount: sql<number>`coalesce(${categoryProductCounts.activeProducts}, 0)`.mapWith(Number),
      })
      .from(categories)
      .leftJoin(categoryProductCounts, eq(categoryProductCounts.categoryId, categories.id))
      .where(where)
      .$dynamic();
  }
}
