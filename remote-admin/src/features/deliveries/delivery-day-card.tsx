import { Card, Tag } from 'antd';
import { MESSAGES } from 'shared';
import type { DeliveryDayFieldsFragment } from '../../generated/graphql';
import { SlotList } from './slot-list';

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
        <SlotList slots={day.windows} zoneNames={zoneNames} testId="delivery-slot" />
      )}
    </Card>
  );
}
