import { Skeleton } from 'antd';
import { MESSAGES } from 'shared';
import { CARD_IMAGE_PX, ProductCard } from './product-card';
import type { CatalogueProduct } from './product-types';

/** Cards in a responsive grid; while loading, card-shaped skeletons of the same size. */
export function ProductGrid({
  products,
  loading,
  placeholders,
}: {
  products: CatalogueProduct[];
  loading: boolean;
  placeholders: number;
}) {
  if (loading) {
    return (
      <ul className="product-grid" aria-busy="true" aria-label={MESSAGES.busy.loading}>
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index} className="product-card">
            <Skeleton.Node active style={{ width: CARD_IMAGE_PX, height: CARD_IMAGE_PX }} />
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </ul>
  );
}
