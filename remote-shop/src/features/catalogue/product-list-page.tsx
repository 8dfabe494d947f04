import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { MESSAGES } from 'shared';
import { ProductsDocument } from '../../generated/graphql';
import { ProductCard } from './product-card';

/** prods/:category — the products of one category. */
export default function ProductListPage() {
  const { category = '' } = useParams();
  const { data, loading, error } = useQuery(ProductsDocument, { variables: { categorySlug: category } });
  return (
    <section>
      <h1 className="shop-title">Productos</h1>
      {loading && <Skeleton active paragraph={{ rows: 6 }} aria-label={MESSAGES.busy.loading} />}
      {error && <Alert type="error" title={MESSAGES.loadFailed} showIcon />}
      <ul className="product-grid">
        {data?.products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
    </section>
  );
}
