import { MESSAGES } from 'shared';
import { Button } from 'shared/ui';
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
  return (
    // A disabled button gets no pointer events: the hint sits on its wrapper.
    <span className="add-to-cart" title={isFull ? MESSAGES.catalogue.limitReached : undefined}>
      <Button
        variant="primary"
        block
        disabled={isFull}
        aria-label={`${MESSAGES.catalogue.add} ${product.name}`}
        onClick={() => setQuantity(inCart + 1)}
      >
        {MESSAGES.catalogue.add}
      </Button>
    </span>
  );
}
