import type { DeliveryWindowTemplateInput } from '../../generated/graphql.js';
import { MESSAGES } from '../common/messages.js';
import { parseClock } from './shop-time.js';

export const MAX_CAPACITY = 10_000;

export interface CheckedTemplate {
  id: string | null;
  zoneId: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
  capacity: number;
  isActive: boolean;
}

const text = MESSAGES.delivery.template;

/** The shape rules of a template window; overlaps and bookings are checked against the database. */
export function checkTemplateInput(
  input: DeliveryWindowTemplateInput,
): { ok: true; value: CheckedTemplate } | { ok: false; message: string } {
  if (!Number.isInteger(input.weekday) || input.weekday < 1 || input.weekday > 7)
    return { ok: false, message: text.weekday };
  const startMinute = parseClock(input.start);
  const endMinute = parseClock(input.end);
  if (startMinute === null || endMinute === null) return { ok: false, message: text.time };
  if (startMinute >= endMinute) return { ok: false, message: text.order };
  if (!Number.isInteger(input.capacity) || input.capacity < 0 || input.capacity > MAX_CAPACITY) {
    return { ok: false, message: text.capacity(MAX_CAPACITY) };
  }
  return {
    ok: true,
    value: {
      id: input.id?.trim().toLowerCase() || null,
      zoneId: input.zoneId.trim().toLowerCase(),
      weekday: input.weekday,
      startMinute,
      endMinute,
      capacity: input.capacity,
      isActive: input.isActive ?? true,
    },
  };
}
