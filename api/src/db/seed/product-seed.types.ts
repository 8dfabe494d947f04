import type { SaleUnit } from '../../modules/products/products.table.js';

export interface ProductSeed {
  slug: string;
  name: string;
  categorySlug: string;
  unit: SaleUnit;
  /** Pesos as written on the market board; converted to exact centavos when inserted. */
  price: number;
  discountPercentage: number;
  stock: number;
  maxPerOrder: number;
  description: string;
  isActive: boolean;
}

type Listing = Pick<ProductSeed, 'slug' | 'name' | 'unit' | 'price' | 'stock' | 'maxPerOrder'>;
type Extras = Partial<Pick<ProductSeed, 'discountPercentage' | 'isActive'>>;

/** Short positional form so each product of the seed reads as one line of a price list. */
export function listing(
  slug: string,
  name: string,
  unit: SaleUnit,
  price: number,
  stock: number,
  maxPerOrder: number,
): Listing {
  return { slug, name, unit, price, stock, maxPerOrder };
}

export function inCategory(categorySlug: string, items: (Listing & Extras & { description: string })[]): ProductSeed[] {
  return items.map((item) => ({ discountPercentage: 0, isActive: true, ...item, categorySlug }));
}
