import { useQuery } from '@apollo/client/react';
import { Alert, Button } from 'antd';
import { MESSAGES } from 'shared';
import { PageSkeleton } from 'shared/ui';
import { DeliveryDaysDocument } from '../../generated/graphql';
import { DeliveryDayCard } from './delivery-day-card';
import { UnscheduledOrders } from './unscheduled-orders';

const text = MESSAGES.adminDeliveries;

/** Admin › Entregas (issue 18): today and the next 7 days, each window's booked / capacity. */
export default function DeliveriesPage() {
  const { data, loading, error, refetch } = useQuery(DeliveryDaysDocument, { fetchPolicy: 'network-only' });
  const answer = data?.deliveryDays;

  if (loading && !answer) {
    return <PageSkeleton label={MESSAGES.busy.loading} />;
  }
  if (error || !answer || !answer.status) {
    const retry = <Button onClick={() => void refetch().catch(() => undefined)}>{MESSAGES.retry}</Button>;
    return <Alert type="error" showIcon title={answer?.message ?? MESSAGES.loadFailed} action={retry} />;
  }
  const zoneNames = new Set(answer.days.flatMap((day) => day.windows.map((slot) => slot.zoneName))).size > 1;
  return (
    <section className="deliveries">
      <h1 className="admin-title">{text.title}</h1>
      <p>{text.intro}</p>
      <UnscheduledOrders />
      <div className="delivery-days">
        {answer.days.map((day) => (
          <DeliveryDayCard key={day.date} day={day} zoneNames={zoneNames} />
        ))}
      </div>
    </section>
  );
}
