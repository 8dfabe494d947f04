import { formatMXN, MESSAGES, VisuallyHidden } from 'shared';
import type { AdminProductFieldsFragment } from '../../generated/graphql';

/** Final price; with a discount, the base price struck through and the percentage (as the shop shows it). */
export function ProductPriceCell({ price }: { price: AdminProductFieldsFragment['price'] }) {
  const { base, discountPercentage, priceAfterDiscount } = price;
  return (
    <span className="product-price">
      <strong>{formatMXN(priceAfterDiscount)}</strong>
      {discountPercentage > 0 && (
        <>
          {' '}
          <s className="product-price-base">
            <VisuallyHidden>{MESSAGES.catalogue.priceBefore} </VisuallyHidden>
            {formatMXN(base)}
          </s>{' '}
          <span className="product-price-discount">{MESSAGES.catalogue.discount(discountPercentage)}</span>
        </>
      )}
    </span>
  );
}
