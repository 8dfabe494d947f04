import { MESSAGES } from 'shared';
import { CoverageCheck } from 'shared/ui';
import { CategoriesDocument } from '../../generated/graphql';
import { useFirstRenderQuery } from '../first-render/use-first-render-query';
import { LoadFailed } from '../catalogue/load-failed';
import { useDocumentTitle } from '../content/use-document-title';
import { CategoryGrid, CategoryGridSkeleton } from './category-grid';
import { FeaturedProducts } from './featured-products';

/** Home: the tagline, "¿Llegamos a tu casa?", the categories with their pictures, and the featured products. */
export default function HomePage() {
  const { data, loading, error, refetch } = useFirstRenderQuery(CategoriesDocument);
  useDocumentTitle(MESSAGES.shopTagline);
  return (
    <div className="shop-home">
      <h1 className="shop-title">{MESSAGES.shopTagline}</h1>
      <p className="shop-lead">Frutas y verduras frescas, elegidas cada mañana y llevadas a tu puerta.</p>
      {/* Above the grids: on a phone it is found without scrolling past the products (issue 29). */}
      <CoverageCheck variant="section" />
      <section aria-labelledby="categories-title">
        <h2 id="categories-title">{MESSAGES.catalogue.categories}</h2>
        {loading && <CategoryGridSkeleton />}
        {error && <LoadFailed onRetry={() => void refetch()} />}
        {data && <CategoryGrid categories={data.categories} />}
      </section>
      <FeaturedProducts />
    </div>
  );
}
