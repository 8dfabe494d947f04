import { Card, Skeleton } from 'antd';
import { MESSAGES } from 'shared';
import { SlotList } from './slot-list';
import { useTodayDeliveries } from './use-today-deliveries';

const text = MESSAGES.adminDeliveries;

/** The dashboard's "Entregas de hoy": each window of today with its booked / capacity, live. */
export function TodayDeliveriesTile() {
  const { deliveries, isLoading } = useTodayDeliveries();
  const today = deliveries?.status ? deliveries.today : null;
  return (
    <Card className="tile today-deliveries" data-testid="today-deliveries" title={text.todayTitle}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-busy="true" />
      ) : !today ? (
        <p className="tile-note">{deliveries?.message ?? text.todayFailed}</p>
      ) : today.closed ? (
        <p className="tile-note">{text.todayNone}</p>
      ) : (
        <SlotList slots={today.windows} testId="today-slot" />
      )}
    </Card>
  );
}
