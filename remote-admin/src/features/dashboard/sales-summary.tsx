import { Card, Statistic } from 'antd';
import { MESSAGES, formatMXN } from 'shared';
import type { DashboardSalesFieldsFragment } from '../../generated/graphql';

const text = MESSAGES.adminDashboard;

interface SalesFigureProps {
  testId: string;
  label: string;
  total: number | null;
  orders: number | null;
}

function SalesFigure({ testId, label, total, orders }: SalesFigureProps) {
  return (
    <Card className="tile" data-testid={testId}>
      <Statistic title={label} value={formatMXN(total ?? 0)} />
      <span className="tile-note">{text.orderCount(orders ?? 0)}</span>
    </Card>
  );
}

/** Sales of today and of this month, in pesos, with their order counts. */
export function SalesSummary({ sales }: { sales: DashboardSalesFieldsFragment }) {
  return (
    <div className="tiles">
      <SalesFigure testId="sales-today" label={text.salesToday} total={sales.todayTotal} orders={sales.todayOrders} />
      <SalesFigure testId="sales-month" label={text.salesMonth} total={sales.monthTotal} orders={sales.monthOrders} />
    </div>
  );
}
