import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import type { DeliverySlotFieldsFragment } from '../../generated/graphql';
import { BookingBar } from './booking-bar';

interface SlotListProps {
  slots: DeliverySlotFieldsFragment[];
  /** Name each window's zone (when the shop has more than one). */
  zoneNames?: boolean;
  testId: string;
}

/** Windows as links that say they open their route sheets, each with its booked / capacity bar. */
export function SlotList({ slots, zoneNames = false, testId }: SlotListProps) {
  return (
    <ul className="delivery-slots">
      {slots.map((slot) => (
        <li key={slot.id} className="delivery-slot" data-testid={testId}>
          <Link to={ROUTES.adminRouteSheet(slot.id)} className="delivery-slot-link">
            <span className="delivery-slot-hours">
              {slot.start} a {slot.end}
              {zoneNames ? ` · ${slot.zoneName}` : ''}
            </span>
            <span className="delivery-slot-open">{MESSAGES.adminDeliveries.openSheet}</span>
          </Link>
          <BookingBar slot={slot} />
        </li>
      ))}
    </ul>
  );
}
