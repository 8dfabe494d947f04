import type { Category, Product } from '../../generated/graphql.js';
import { publicAssetUrl } from '../common/assets.js';
import { centsToPesos, discountedCents } from '../common/money.js';
import type { ProductRow } from './products.table.js';

export function toProduct(row: ProductRow, category: Category, publicUrl: string): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    unit: row.unit,
    categoryId: row.categoryId,
    category,
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
