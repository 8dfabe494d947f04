import { useId, useState } from 'react';
import { MESSAGES } from 'shared';
import { Button, NumberField } from 'shared/ui';
import type { CatalogueProduct } from './product-types';
import { useCartQuantity } from './use-cart-quantity';

/**
 * The product page's quantity selector (1 to the smaller of maxPerOrder and stock) and its
 * "add to cart". It starts at the units already in the cart, and the cart line takes the quantity chosen.
 */
export function QuantityPicker({ product }: { product: CatalogueProduct }) {
  const inputId = useId();
  const { inCart, limit, setQuantity } = useCartQuantity(product);
  const [quantity, setChosen] = useState(Math.min(Math.max(inCart, 1), Math.max(limit, 1)));
  if (limit === 0) return <p className="out-of-stock">{MESSAGES.catalogue.outOfStock}</p>;
  return (
    <div className="quantity-picker">
      <label htmlFor={inputId}>{MESSAGES.catalogue.quantity}</label>
      <NumberField id={inputId} min={1} max={limit} value={quantity} onChange={setChosen} />
      <Button variant="primary" size="large" onClick={() => setQuantity(quantity)}>
        {MESSAGES.catalogue.addToCart}
      </Button>
      <p className="quantity-hint">
        {MESSAGES.catalogue.limitHint(limit, product.unit)}
        {inCart > 0 && ` · ${MESSAGES.catalogue.inCart(inCart)}`}
      </p>
    </div>
  );
}
