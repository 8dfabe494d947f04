import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES_SLUG, MESSAGES, PAGE_SIZE_CHOICES, ROUTES, SEARCH_PARAM } from 'shared';
import { Alert, Empty, PageSizeSelect, SkeletonBlock, VisuallyHidden } from 'shared/ui';
import { CategoryBySlugDocument } from '../../generated/graphql';
import { useDocumentTitle } from '../content/use-document-title';
import { useFirstRenderQuery } from '../first-render/use-first-render-query';
import { LoadFailed } from './load-failed';
import { PagingControls } from './paging-controls';
import { ProductGrid } from './product-grid';
import { useProductPaging } from './use-product-paging';

/**
 * The heading: the search, the category's name, or "all products"; null while the category's
 * name loads (the page then shows a placeholder, never a wrong heading).
 */
function useListTitle(categorySlug: string, search: string): string | null {
  const isAll = categorySlug === ALL_CATEGORIES_SLUG;
  const { data, loading } = useFirstRenderQuery(CategoryBySlugDocument, {
    variables: { slug: categorySlug },
    skip: isAll,
  });
  if (search) return MESSAGES.catalogue.searchResults(search);
  if (isAll) return MESSAGES.catalogue.allProducts;
  if (loading) return null;
  return data?.category?.name ?? MESSAGES.catalogue.categories;
}

const TITLE_PLACEHOLDER_PX = { width: 220, height: 32 };

/** prods/:category (and the navbar search, prods/todas?buscar=...): paged product cards. */
export default function ProductListPage() {
  const { category = ALL_CATEGORIES_SLUG } = useParams();
  const [params] = useSearchParams();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  const title = useListTitle(category, search);
  useDocumentTitle(title);
  const { result, position, loading, error, retry, go, size, setSize } = useProductPaging({
    categorySlug: category,
    search,
  });
  const products = result?.products ?? [];
  const isEmpty = !loading && result?.status && products.length === 0;

  return (
    <section className="product-list" aria-busy={loading}>
      <h1 className="shop-title" aria-busy={title === null}>
        {title ?? (
          <>
            <SkeletonBlock {...TITLE_PLACEHOLDER_PX} />
            <VisuallyHidden>{MESSAGES.busy.loading}</VisuallyHidden>
          </>
        )}
      </h1>
      {error && <LoadFailed onRetry={retry} />}
      {result && !result.status && <Alert type="warning" title={result.message} />}
      {isEmpty && (
        <Empty description={MESSAGES.catalogue.noProducts}>
          <Link to={ROUTES.root}>{MESSAGES.catalogue.categories}</Link>
        </Empty>
      )}
      {!error && <ProductGrid products={products} loading={loading} placeholders={size} headingLevel={2} />}
      {position?.isPageOk && (position.totalPags ?? 0) > 1 && (
        <PagingControls
          pageNum={position.pageNum}
          totalPags={position.totalPags ?? 1}
          hasPrev={position.hasPrev}
          hasNext={position.hasNext}
          disabled={loading}
          onMove={go}
        />
      )}
      {position?.isPageOk && (position.totalDocs ?? 0) > PAGE_SIZE_CHOICES[0] && (
        <div className="page-size-bar">
          <PageSizeSelect value={size} onChange={setSize} disabled={loading} />
        </div>
      )}
    </section>
  );
}
