import { SHOP_TIME_ZONE } from '../constants/spec-constants';

// One format for every date the shop shows (Mis compras, order details, admin lists, dashboard):
// day, abbreviated month, year and time, always on Mexico City's clock whatever the browser's zone.
const dateTimeFormat = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * Formats an instant (an ISO string from the API, or a Date) as the shop shows dates, on Mexico
 * City's clock: `'2026-11-24T03:30:00Z'` -> `'23 nov 2026, 9:30 p.m.'`. Bad data shows as `'—'`
 * instead of "Invalid Date".
 */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}
