import { MESSAGES } from 'shared';
import { FeaturedProductsDocument } from '../../generated/graphql';
import { featuredVariables, FEATURED_COUNT } from '../catalogue/catalogue-queries';
import { useFirstRenderQuery } from '../first-render/use-first-render-query';
import { LoadFailed } from '../catalogue/load-failed';
import { ProductGrid } from '../catalogue/product-grid';

/** Home's featured products: the biggest discounts first. */
export function FeaturedProducts() {
  const { data, loading, error, refetch } = useFirstRenderQuery(FeaturedProductsDocument, {
    variables: featuredVariables(),
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
