import { Link, useParams } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { Alert, SkeletonBlock, SkeletonLines } from 'shared/ui';
import { ProductDocument } from '../../generated/graphql';
import { useDocumentTitle } from '../content/use-document-title';
import { useFirstRenderQuery } from '../first-render/use-first-render-query';
import { LoadFailed } from './load-failed';
import { PriceBlock } from './price-block';
import { ProductImage } from './product-image';
import { QuantityPicker } from './quantity-picker';

export const DETAIL_IMAGE_PX = 320;

function DetailSkeleton() {
  return (
    <div className="product-detail" role="status" aria-busy="true" aria-label={MESSAGES.busy.loading}>
      <SkeletonBlock width={DETAIL_IMAGE_PX} height={DETAIL_IMAGE_PX} />
      <SkeletonLines rows={5} />
    </div>
  );
}

/** prods/details/:id: large picture, description, price block, quantity and add to cart. */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useFirstRenderQuery(ProductDocument, { variables: { id } });
  const product = data?.product.product;
  useDocumentTitle(product?.name ?? (loading ? null : MESSAGES.catalogue.productUnavailable));

  if (loading) return <DetailSkeleton />;
  if (error) return <LoadFailed onRetry={() => void refetch()} />;
  if (!product) {
    return (
      <Alert
        type="warning"
        title={data?.product.message ?? MESSAGES.catalogue.productUnavailable}
        action={<Link to={ROUTES.root}>{MESSAGES.catalogue.backToList}</Link>}
      />
    );
  }
  return (
    <article className="product-detail">
      <ProductImage url={product.imageUrl} alt={product.name} size={DETAIL_IMAGE_PX} eager />
      <div className="product-detail-info">
        <nav className="breadcrumb">
          <ol>
            <li>
              <Link to={ROUTES.root}>{MESSAGES.nav.home}</Link>
            </li>
            <li>
              <Link to={ROUTES.productList(product.category.slug)}>{product.category.name}</Link>
            </li>
          </ol>
        </nav>
        <h1 className="shop-title">{product.name}</h1>
        <PriceBlock product={product} large />
        <p className="product-description">{product.description}</p>
        <QuantityPicker key={product.id} product={product} />
      </div>
    </article>
  );
}
