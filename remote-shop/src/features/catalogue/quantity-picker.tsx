import { useId, useState } from 'react';
import { MESSAGES } from 'shared';
import { Button, NumberField } from 'shared/ui';
import type { CatalogueProduct } from './product-types';
import { useCartQuantity } from './use-cart-quantity';

/**
 * The product page's quantity selector and its "add to cart": the units chosen are added to those
 * already in the cart (never lowering them), up to the smaller of maxPerOrder and stock.
 */
export function QuantityPicker({ product }: { product: CatalogueProduct }) {
  const inputId = useId();
  const { inCart, limit, setQuantity } = useCartQuantity(product);
  const [chosen, setChosen] = useState(1);
  if (limit === 0) return <p className="out-of-stock">{MESSAGES.catalogue.outOfStock}</p>;
  const room = Math.max(limit - inCart, 0);
  const quantity = Math.min(chosen, Math.max(room, 1));
  return (
    <div className="quantity-picker">
      <label htmlFor={inputId}>{MESSAGES.catalogue.quantity}</label>
      <NumberField id={inputId} min={1} max={Math.max(room, 1)} value={quantity} onChange={setChosen} />
      <Button variant="primary" size="large" disabled={room === 0} onClick={() => setQuantity(inCart + quantity)}>
        {MESSAGES.catalogue.addToCart}
      </Button>
      <p className="quantity-hint">
        {MESSAGES.catalogue.limitHint(limit, product.unit)}
        {inCart > 0 && ` · ${MESSAGES.catalogue.inCart(inCart)}`}
        {room === 0 && ` · ${MESSAGES.catalogue.limitReached}`}
      </p>
    </div>
  );
}
