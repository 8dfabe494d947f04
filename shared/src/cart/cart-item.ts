/** One cart line (spec 3). Prices are MXN; `total` = quantity x finalPrice. */
export interface CartItem {
  id: string;
  name: string;
  /** '-' or '' means "no image" (the panel hides it). */
  imageUrl: string;
  quantity: number;
  basePrice: number;
  discountPerc: number;
  /** Unit price after discount. */
  finalPrice: number;
  total: number;
  stock: number;
  maxPerOrder: number;
}

/** The product fields a cart line derives from (spec 3). */
export interface CartProduct {
  id: string;
  name: string;
  imageUrl?: string | null;
  price: { base: number; discountPercentage: number; priceAfterDiscount: number };
  stock: number;
  maxPerOrder: number;
}

/** Rounds to centavos; the epsilon keeps 1.005 from rounding down through binary error. */
export const roundCentavos = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

/** Most units one order may hold: the smaller of maxPerOrder and stock, ignoring values <= 0. */
export function quantityLimit(item: Pick<CartItem, 'maxPerOrder' | 'stock'>): number {
  const caps = [item.maxPerOrder, item.stock].filter((cap) => Number.isFinite(cap) && cap > 0);
  return caps.length > 0 ? Math.min(...caps) : Infinity;
}

/** A cart line for `quantity` units of `product`. */
export function cartItemFromProduct(product: CartProduct, quantity: number): CartItem {
  const finalPrice = product.price.priceAfterDiscount;
  return {
    id: product.id,
    name: product.name,
    imageUrl: product.imageUrl ?? '',
    quantity,
    basePrice: product.price.base,
    discountPerc: product.price.discountPercentage,
    finalPrice,
    total: roundCentavos(quantity * finalPrice),
    stock: product.stock,
    maxPerOrder: product.maxPerOrder,
  };
}
