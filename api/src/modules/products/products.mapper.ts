import { getTableColumns } from 'drizzle-orm';
import type { Product } from '../../generated/graphql.js';
import { publicAssetUrl } from '../common/assets.js';
import { centsToPesos, discountedCents } from '../common/money.js';
import { products, type ProductRow } from './products.table.js';

/** A product row without the search column (only SQL reads it). */
export type ListedProductRow = Omit<ProductRow, 'searchText'>;

const { searchText: _searchText, ...listedColumns } = getTableColumns(products);
export const listedProductColumns = listedColumns;

/**
 * A Product as the services build it: every field except `category`, which the Product.category
 * loader (products.loaders.ts) fills for a whole response with one statement.
 */
export type ProductModel = Omit<Product, 'category'>;

export function toProductModel(row: ListedProductRow, publicUrl: string): ProductModel {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    unit: row.unit,
    categoryId: row.categoryId,
    price: {
      base: centsToPesos(row.basePriceCents),
      discountPercentage: row.discountPercentage,
      priceAfterDiscount: centsToPesos(discountedCents(row.basePriceCents, row.discountPercentage)),
    },
    stock: row.stock,
    maxPerOrder: row.maxPerOrder,
    imageUrl: publicAssetUrl(publicUrl, row.imagePath),
    isActive: row.isActive,
  };
}

/**
 * The generated resolver types expect a full Product from the parent resolvers; the category is
 * left to the Product.category loader, so the models are handed over as they are (this is the
 * one place that says so).
 */
export function forGraphQL(model: ProductModel): Product {
  return model as Product;
}
