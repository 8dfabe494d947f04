import { SHOP_TIME_ZONE } from '../constants/spec-constants';

// One format for every date the shop shows (Mis compras, order details, admin lists, dashboard):
// day, abbreviated month, year and time, always on Mexico City's clock whatever the browser's zone.
// Built on first use, not when the module loads: a formatter with a time zone costs tens of ms on a
// phone, and the catalogue pages that load this module never show a date.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const shopDateTimeFormat = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }));

/**
 * Formats an instant (an ISO string from the API, or a Date) as the shop shows dates, on Mexico
 * City's clock: `'2026-11-24T03:30:00Z'` -> `'23 nov 2026, 9:30 p.m.'`. Bad data shows as `'—'`
 * instead of "Invalid Date".
 */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '—' : shopDateTimeFormat().format(date);
}

let calendarFormat: Intl.DateTimeFormat | undefined;
const shopCalendarFormat = () =>
  (calendarFormat ??= new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/**
 * A calendar date of the API (`YYYY-MM-DD`, no time) in Spanish as a sentence writes it:
 * `'2026-11-30'` -> `'lunes, 30 de noviembre de 2026'` (lower case, as Spanish writes weekdays and
 * months). Read at noon UTC so no time zone moves it to another day; bad data shows as `'—'`.
 */
export function formatCalendarDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? '—' : shopCalendarFormat().format(date);
}
