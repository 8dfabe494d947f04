import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import type { TestApi } from './helper.js';
import { categories } from '../modules/categories/categories.table.js';
import { products } from '../modules/products/products.table.js';

// Test support for the admin product operations: documents, typed calls, and the stored rows.

export const ADMIN_PRODUCT_FIELDS = `id name slug description unit categoryId stock maxPerOrder imageUrl isActive
  price { base discountPercentage priceAfterDiscount } category { id slug isActive }`;

export interface AdminProductData {
  id: string;
  name: string;
  slug: string;
  description: string;
  unit: string;
  categoryId: string;
  stock: number;
  maxPerOrder: number;
  imageUrl: string | null;
  isActive: boolean;
  price: { base: number; discountPercentage: number; priceAfterDiscount: number };
  category: { id: string; slug: string; isActive: boolean };
}

export interface AdminProductAnswer {
  status: boolean;
  message: string;
  product: AdminProductData | null;
}

export interface AdminProductsAnswer {
  status: boolean;
  message: string;
  paginationRes: {
    resultCode: number;
    hasNext: boolean;
    totalDocs: number | null;
    endValue: string | null;
    endId: string | null;
    pageNum: number;
  } | null;
  products: AdminProductData[];
}

const SAVE = `mutation ($input: ProductInput!) { saveProduct(input: $input) { status message product { ${ADMIN_PRODUCT_FIELDS} } } }`;
const SET_ACTIVE = `mutation ($id: ID!, $isActive: Boolean!) {
  setProductActive(id: $id, isActive: $isActive) { status message product { ${ADMIN_PRODUCT_FIELDS} } } }`;
const ONE = `query ($id: ID!) { adminProduct(id: $id) { status message product { ${ADMIN_PRODUCT_FIELDS} } } }`;
const LIST = `query ($page: PaginationInput, $categoryId: ID, $search: String) {
  adminProducts(page: $page, categoryId: $categoryId, search: $search) {
    status message paginationRes { resultCode hasNext totalDocs endValue endId pageNum }
    products { ${ADMIN_PRODUCT_FIELDS} } } }`;

async function call<Data>(api: TestApi, query: string, variables: Record<string, unknown>, authorization?: string) {
  const { statusCode, body } = await api.gql<Data>(query, { variables, authorization });
  assert.equal(statusCode, 200);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!;
}

export const saveProduct = async (api: TestApi, token: string | undefined, input: Record<string, unknown>) =>
  (await call<{ saveProduct: AdminProductAnswer }>(api, SAVE, { input }, token)).saveProduct;

export const setProductActive = async (api: TestApi, token: string | undefined, id: string, isActive: boolean) =>
  (await call<{ setProductActive: AdminProductAnswer }>(api, SET_ACTIVE, { id, isActive }, token)).setProductActive;

export const adminProduct = async (api: TestApi, token: string | undefined, id: string) =>
  (await call<{ adminProduct: AdminProductAnswer }>(api, ONE, { id }, token)).adminProduct;

export const adminProducts = async (api: TestApi, token: string | undefined, variables: Record<string, unknown>) =>
  (await call<{ adminProducts: AdminProductsAnswer }>(api, LIST, variables, token)).adminProducts;

export async function categoryId(api: TestApi, slug: string): Promise<string> {
  const [row] = await api.app.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

/** A complete, valid ProductInput for a new product; `overrides` changes single fields. */
export function productInput(category: string, overrides: Record<string, unknown> = {}) {
  return {
    id: null,
    name: 'Pitahaya amarilla',
    description: 'Dulce, de pulpa blanca.',
    unit: 'pieza',
    categoryId: category,
    basePrice: 45.5,
    discountPercentage: 10,
    stock: 12,
    maxPerOrder: 6,
    isActive: true,
    imageUploadId: null,
    removeImage: null,
    ...overrides,
  };
}

/** Every stored product row, to prove a refused request changed nothing. */
export const productRows = (api: TestApi) => api.app.database.db.select().from(products).orderBy(asc(products.id));

export async function productRow(api: TestApi, id: string) {
  const [row] = await api.app.database.db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function productIdBySlug(api: TestApi, slug: string): Promise<string> {
  const [row] = await api.app.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

/** The storefront's view of one product: its detail answer and whether a search lists it. */
export async function storefrontSees(api: TestApi, id: string, search: string) {
  const detail = await api.gql<{ product: { status: boolean } }>('query ($id: ID!) { product(id: $id) { status } }', {
    variables: { id },
  });
  const page = await api.gql<{ productsPage: { products: { id: string }[] } }>(
    'query ($search: String) { productsPage(page: {nPerPage: 100}, search: $search) { products { id } } }',
    { variables: { search } },
  );
  const listed = page.body.data?.productsPage.products.some((product) => product.id === id) ?? false;
  return { detail: detail.body.data?.product.status, listed };
}
