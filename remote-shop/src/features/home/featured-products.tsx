import { useQuery } from '@apollo/client/react';
import { MESSAGES } from 'shared';
import { FeaturedProductsDocument } from '../../generated/graphql';
import { LoadFailed } from '../catalogue/load-failed';
import { ProductGrid } from '../catalogue/product-grid';

const FEATURED_COUNT = 8;

/** Home's featured products: the biggest discounts first. */
export function FeaturedProducts() {
  const { data, loading, error, refetch } = useQuery(FeaturedProductsDocument, {
    variables: { limit: FEATURED_COUNT },
  });
  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title">{MESSAGES.catalogue.featured}</h2>
      {error ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : (
        <ProductGrid products={data?.featuredProducts ?? []} loading={loading} placeholders={FEATURED_COUNT} />
      )}
    </section>
  );
}
