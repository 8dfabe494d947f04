import { eq } from 'drizzle-orm';
import type { PaginationInput, ProductInput } from '../../generated/graphql.js';
import type { Database } from '../../db/database.js';
import { isUuid } from '../categories/category-input.js';
import { categories } from '../categories/categories.table.js';
import { MESSAGES } from '../common/messages.js';
import { RESULT_CODES } from '../common/pagination.input.js';
import type { DashboardNotifier } from '../events/domain-events.js';
import type { ImageStorage } from '../uploads/image-storage.js';
import { checkProductInput, type ImageChange } from './product-input.js';
import { writeProduct, type ImagePathChange } from './product-save.js';
import { toProductModel, type ProductModel } from './products.mapper.js';
import { readProductsPage, refusedProductsPage, selectProducts, type ProductsPage } from './products.query.js';
import { products } from './products.table.js';

export interface AdminProductAnswer {
  status: boolean;
  message: string;
  product: ProductModel | null;
}

const text = MESSAGES.adminProducts;
const refused = (message: string): AdminProductAnswer => ({ status: false, message, product: null });

/** Admin › Productos: every product whatever its state or its category's; callers check ADMIN first. */
export class AdminProductsService {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
    private readonly images: ImageStorage,
    private readonly events?: DashboardNotifier,
  ) {}

  /** The storefront's paging and search over every product; `categoryId` null or blank = every category. */
  async list(
    input: PaginationInput | null | undefined,
    categoryId: string | null | undefined,
    search: string | null | undefined,
  ): Promise<ProductsPage> {
    const category = categoryId?.trim() || null;
    if (category && !isUuid(category)) {
      return refusedProductsPage(input, RESULT_CODES.badFilter, text.categoryNotFound);
    }
    const scope = category ? eq(products.categoryId, category) : undefined;
    const keptTotal = { counted: 'products', categories: category ? eq(categories.id, category) : undefined } as const;
    return readProductsPage(this.db, this.publicUrl, { input, scope, search, keptTotal });
  }

  /** One product, active or not; unknown and malformed ids get the same answer. */
  async find(id: string): Promise<AdminProductAnswer> {
    const product = await this.findById(id.trim());
    return product ? { status: true, message: MESSAGES.ok, product } : refused(text.notFound);
  }

  /** Creates (`id` null) or edits a product; every refusal leaves the database as it was. */
  async save(input: ProductInput): Promise<AdminProductAnswer> {
    const checked = checkProductInput(input);
    if (!checked.ok) return refused(checked.message);
    const product = checked.value;
    if (product.id !== null && !isUuid(product.id)) return refused(text.notFound);
    const imagePath = await this.imagePathFor(product.image);
    if (imagePath === false) return refused(text.uploadInvalid);
    const outcome = await writeProduct(this.db, product, imagePath);
    if (!outcome.ok) return refused(outcome.message);
    this.events?.dashboardChanged();
    const message = outcome.created ? text.created(product.name) : text.saved(product.name);
    return { status: true, message, product: await this.findById(outcome.id) };
  }

  /** Shows or hides a product in the storefront. Products are never deleted (orders point at them). */
  async setActive(id: string, isActive: boolean): Promise<AdminProductAnswer> {
    if (!isUuid(id.trim())) return refused(text.notFound);
    const [row] = await this.db
      .update(products)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(products.id, id.trim()))
      .returning({ id: products.id, name: products.name });
    if (!row) return refused(text.notFound);
    this.events?.dashboardChanged();
    const message = isActive ? text.activated(row.name) : text.deactivated(row.name);
    return { status: true, message, product: await this.findById(row.id) };
  }

  /** An upload must exist in the storage (its id's format was checked with the input); false = refused. */
  private async imagePathFor(change: ImageChange): Promise<ImagePathChange | false> {
    if (change.kind === 'keep') return undefined;
    if (change.kind === 'remove') return null;
    return (await this.images.has(change.uploadId)) ? this.images.urlPath(change.uploadId) : false;
  }

  private async findById(id: string): Promise<ProductModel | null> {
    if (!isUuid(id)) return null;
    const [row] = await selectProducts(this.db, eq(products.id, id)).limit(1);
    return row ? toProductModel(row, this.publicUrl) : null;
  }
}
