import { cartItemFromProduct, itemSet, selectCartItems, useAppDispatch, useAppSelector } from 'shared';
import type { CatalogueProduct } from './product-types';

/** Most units of a product one order may take: maxPerOrder, and never more than the stock. */
export function orderLimit(product: Pick<CatalogueProduct, 'maxPerOrder' | 'stock'>): number {
  return Math.max(0, Math.min(product.maxPerOrder, product.stock));
}

/** The units of `product` in the cart and a setter (0 removes the line; the slice raises the notice). */
export function useCartQuantity(product: CatalogueProduct) {
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectCartItems).find((item) => item.id === product.id)?.quantity ?? 0;
  const limit = orderLimit(product);
  const setQuantity = (quantity: number) =>
    dispatch(itemSet(cartItemFromProduct(product, Math.min(Math.max(quantity, 0), limit))));
  return { inCart, limit, setQuantity };
}
