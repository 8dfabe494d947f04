import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import type { DeliveryDayFieldsFragment } from '../../generated/graphql';
import { BookingBar } from './booking-bar';

const text = MESSAGES.adminDeliveries;

/** One date: each window with its bar and a link to its route sheet, or "Sin entregas". */
export function DeliveryDayCard({ day, zoneNames }: { day: DeliveryDayFieldsFragment; zoneNames: boolean }) {
  return (
    <Card
      className="delivery-day"
      data-testid="delivery-day"
      title={<span className="delivery-day-title">{day.label}</span>}
      extra={day.note ? <Tag>{day.note}</Tag> : null}
    >
      {day.closed ? (
        <p className="delivery-day-closed">{text.closedDay}</p>
      ) : (
        <ul className="delivery-slots">
          {day.windows.map((slot) => (
            <li key={slot.id} className="delivery-slot" data-testid="delivery-slot">
              <Link to={ROUTES.adminRouteSheet(slot.id)} className="delivery-slot-link">
                {slot.start} a {slot.end}
                {zoneNames ? ` · ${slot.zoneName}` : ''}
              </Link>
              <BookingBar slot={slot} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
