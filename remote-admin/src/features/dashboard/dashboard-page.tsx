import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton } from 'antd';
import { MESSAGES } from 'shared';
import { DashboardTotalsDocument } from '../../generated/graphql';
import { TotalTile } from './total-tile';

/** Dashboard: four tiles with the totals of users, categories, products and orders. */
export default function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardTotalsDocument);
  const totals = data?.dashboardTotals;
  if (loading) return <Skeleton active aria-label={MESSAGES.busy.loading} />;
  if (error || !totals?.status) {
    return <Alert type="error" showIcon title={totals?.message ?? MESSAGES.loadFailed} />;
  }
  return (
    <section>
      <h1 className="admin-title">{MESSAGES.admin.panel}</h1>
      <div className="tiles">
        <TotalTile testId="tile-users" label={MESSAGES.admin.tileUsers} value={totals.users} icon="users" />
        <TotalTile
          testId="tile-categories"
          label={MESSAGES.admin.tileCategories}
          value={totals.categories}
          icon="categories"
        />
        <TotalTile testId="tile-products" label={MESSAGES.admin.tileProducts} value={totals.products} icon="products" />
        <TotalTile testId="tile-orders" label={MESSAGES.admin.tileOrders} value={totals.orders} icon="orders" />
      </div>
    </section>
  );
}
