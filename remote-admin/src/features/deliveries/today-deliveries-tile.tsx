import { Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { BookingBar } from './booking-bar';
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
        <ul className="delivery-slots">
          {today.windows.map((slot) => (
            <li key={slot.id} className="delivery-slot" data-testid="today-slot">
              <Link to={ROUTES.adminRouteSheet(slot.id)} className="delivery-slot-link">
                {slot.start} a {slot.end}
              </Link>
              <BookingBar slot={slot} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
