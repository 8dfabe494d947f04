import { Alert, Button, Skeleton } from 'antd';
import { MESSAGES } from 'shared';
import { TodayDeliveriesTile } from '../deliveries/today-deliveries-tile';
import { LiveStatus } from './live-status';
import { LowStockList } from './low-stock-list';
import { SalesChart } from './sales-chart';
import { SalesSummary } from './sales-summary';
import { TotalTile } from './total-tile';
import { useLiveDashboard } from './use-live-dashboard';

const text = MESSAGES.adminDashboard;

/**
 * Dashboard (spec 2, issue 6): the four totals, sales of today and this month, sales per day of
 * the last 30 days and the products running low; kept up to date by the dashboardChanged
 * subscription.
 */
export default function DashboardPage() {
  const { figures, isLoading, loadFailed, liveState, refresh } = useLiveDashboard();

  if (isLoading) {
    return (
      <div role="status" className="dashboard-loading">
        <p>{MESSAGES.busy.loading}</p>
        <Skeleton active />
      </div>
    );
  }

  const retry = <Button onClick={refresh}>{MESSAGES.retry}</Button>;
  const refusal = [figures?.totals, figures?.sales].find((part) => part && !part.status)?.message;
  if (!figures || refusal) {
    return <Alert type="error" showIcon title={refusal ?? MESSAGES.loadFailed} action={retry} />;
  }

  const { totals, sales } = figures;
  return (
    <section className="dashboard">
      <div className="dashboard-header">
        <h1 className="admin-title">{MESSAGES.admin.panel}</h1>
        <LiveStatus state={liveState} />
      </div>
      {loadFailed && <Alert type="error" showIcon title={MESSAGES.loadFailed} action={retry} />}
      {liveState === 'stopped' && (
        <Alert
          type="warning"
          showIcon
          title={text.liveStoppedNotice}
          action={<Button onClick={refresh}>{text.refresh}</Button>}
        />
      )}
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
      <SalesSummary sales={sales} />
      <TodayDeliveriesTile />
      <div className="dashboard-panels">
        <SalesChart days={sales.last30Days} />
        <LowStockList products={sales.lowStock} />
      </div>
    </section>
  );
}
