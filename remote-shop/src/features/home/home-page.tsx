import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton } from 'antd';
import { MESSAGES } from 'shared';
import { CategoriesDocument } from '../../generated/graphql';
import { CategoryGrid } from './category-grid';

/** Home: the tagline and the categories the API lists. */
export default function HomePage() {
  const { data, loading, error } = useQuery(CategoriesDocument);
  return (
    <section className="shop-home">
      <h1 className="shop-title">{MESSAGES.shopTagline}</h1>
      <p className="shop-lead">Frutas y verduras frescas, elegidas cada mañana y llevadas a tu puerta.</p>
      <h2>Categorías</h2>
      {loading && <Skeleton active paragraph={{ rows: 4 }} aria-label={MESSAGES.busy.loading} />}
      {error && <Alert type="error" title={MESSAGES.loadFailed} showIcon />}
      {data && <CategoryGrid categories={data.categories} />}
    </section>
  );
}
