import { Progress } from 'antd';
import { MESSAGES } from 'shared';
import type { DeliverySlotFieldsFragment } from '../../generated/graphql';

const text = MESSAGES.adminDeliveries;

/** Share of a window's places that are taken, from 0 to 100 (a window without places reads full). */
export function bookedPercent({ booked, capacity }: Pick<DeliverySlotFieldsFragment, 'booked' | 'capacity'>): number {
  if (capacity <= 0) return 100;
  return Math.min(100, Math.round((booked / capacity) * 100));
}

/** "1 / 10" drawn as a bar: green with room, red when full. */
export function BookingBar({ slot }: { slot: DeliverySlotFieldsFragment }) {
  const full = slot.booked >= slot.capacity;
  return (
    <Progress
      className="booking-bar"
      data-testid="booking-bar"
      percent={bookedPercent(slot)}
      status={full ? 'exception' : 'normal'}
      format={() => text.booked(slot.booked, slot.capacity)}
      aria-label={text.bookedLabel(`${slot.start} a ${slot.end}`, slot.booked, slot.capacity)}
    />
  );
}
