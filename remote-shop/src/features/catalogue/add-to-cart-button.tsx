import { Button, Tooltip } from 'antd';
import { MESSAGES } from 'shared';
import type { CatalogueProduct } from './product-types';
import { useCartQuantity } from './use-cart-quantity';

/** The card's "agregar": one more unit per press, disabled when stock or maxPerOrder is reached. */
export function AddToCartButton({ product }: { product: CatalogueProduct }) {
  const { inCart, limit, setQuantity } = useCartQuantity(product);
  if (limit === 0) {
    return (
      <Button disabled block>
        {MESSAGES.catalogue.outOfStock}
      </Button>
    );
  }
  const isFull = inCart >= limit;
  const button = (
    <Button
      type="primary"
      block
      disabled={isFull}
      aria-label={`${MESSAGES.catalogue.add} ${product.name}`}
      onClick={() => setQuantity(inCart + 1)}
    >
      {MESSAGES.catalogue.add}
    </Button>
  );
  return isFull ? <Tooltip title={MESSAGES.catalogue.limitReached}>{button}</Tooltip> : button;
}
