import { formatMXN, MESSAGES, VisuallyHidden } from 'shared';
import type { CatalogueProduct } from './product-types';

/** Final price per unit; with a discount, the base price struck through and the percentage. */
export function PriceBlock({ product, large = false }: { product: CatalogueProduct; large?: boolean }) {
  const { base, discountPercentage, priceAfterDiscount } = product.price;
  return (
    <p className={large ? 'price price-large' : 'price'}>
      <strong className="price-final">{formatMXN(priceAfterDiscount)}</strong>{' '}
      <span className="price-unit">{MESSAGES.catalogue.perUnit(product.unit)}</span>
      {discountPercentage > 0 && (
        <>
          {' '}
          <s className="price-base">
            <VisuallyHidden>{MESSAGES.catalogue.priceBefore} </VisuallyHidden>
            {formatMXN(base)}
          </s>{' '}
          <span className="price-discount">{MESSAGES.catalogue.discount(discountPercentage)}</span>
        </>
      )}
    </p>
  );
}
