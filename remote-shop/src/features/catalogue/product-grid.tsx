import { MESSAGES } from 'shared';
import { SkeletonBlock, SkeletonLines } from 'shared/ui';
import { CARD_IMAGE_PX, ProductCard, type CardHeadingLevel } from './product-card';
import type { CatalogueProduct } from './product-types';

/** Cards whose pictures show in a phone's first screenful (two columns): fetched at once, not lazily. */
const EAGER_CARDS = 4;

/** Cards in a responsive grid; while loading, card-shaped skeletons of the same size. */
export function ProductGrid({
  products,
  loading,
  placeholders,
  headingLevel,
}: {
  products: CatalogueProduct[];
  loading: boolean;
  placeholders: number;
  headingLevel?: CardHeadingLevel;
}) {
  if (loading) {
    return (
      <ul className="product-grid" aria-busy="true" aria-label={MESSAGES.busy.loading}>
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index} className="product-card">
            <SkeletonBlock width={CARD_IMAGE_PX} height={CARD_IMAGE_PX} />
            <SkeletonLines title={false} rows={2} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} headingLevel={headingLevel} eager={index < EAGER_CARDS} />
      ))}
    </ul>
  );
}
