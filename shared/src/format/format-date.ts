import { shopClock } from 'rules/plain';

// Every date the shop shows, written here in es-MX's own words and order (CLDR's, as Intl writes
// them) without Intl.DateTimeFormat: the first formatter a page builds loads ICU's locale data on
// the main thread, 60-130 ms at a phone's speed (Lighthouse's 4x CPU) in the task that draws
// Mis compras or the window picker (docs/decisions.md, "Dates written without Intl").
// `format-date.test.ts` holds each function to Intl's es-MX output over years of dates.
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const monthName = (month: number) => MONTHS[month - 1] ?? '';
const weekdayName = (weekday: number) => WEEKDAYS[weekday] ?? '';
/** es-MX abbreviates months and weekdays to their first three letters ("sep", "mié"). */
const short = (word: string) => word.slice(0, 3);

/**
 * Formats an instant (an ISO string from the API, or a Date) as the shop shows dates, on Mexico
 * City's clock: `'2026-11-24T03:30:00Z'` -> `'23 nov 2026, 9:30 p.m.'`. Bad data shows as `'—'`
 * instead of "Invalid Date".
 */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  const { year, month, day, hour, minute } = shopClock(date);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
  return `${day} ${short(monthName(month))} ${year}, ${clock}`;
}

interface CalendarDay {
  year: number;
  month: string;
  day: number;
  weekday: string;
}

/** A calendar date of the API (`YYYY-MM-DD`, no time, no zone), or null when it is no real date. */
function calendarDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month: monthName(month), day, weekday: weekdayName(date.getUTCDay()) };
}

/**
 * A calendar date of the API in Spanish as a sentence writes it: `'2026-11-30'` -> `'lunes, 30 de
 * noviembre de 2026'` (lower case, as Spanish writes weekdays and months); bad data shows as `'—'`.
 */
export function formatCalendarDate(value: string): string {
  const date = calendarDay(value);
  return date ? `${date.weekday}, ${date.day} de ${date.month} de ${date.year}` : '—';
}

/** `'2026-11-28'` -> `'sábado 28'`: the day as people say it (the coverage answer's next delivery). */
export function formatWeekdayDay(value: string): string {
  const date = calendarDay(value);
  return date ? `${date.weekday} ${date.day}` : '—';
}

/** `'2026-11-28'` -> `'sáb 28'`, no abbreviation dot (the window picker's day tabs). */
export function formatShortWeekdayDay(value: string): string {
  const date = calendarDay(value);
  return date ? `${short(date.weekday)} ${date.day}` : '—';
}

/** `'2026-11-28'` -> `'sábado 28 de noviembre'` (what a screen reader hears of a delivery day). */
export function formatWeekdayDayMonth(value: string): string {
  const date = calendarDay(value);
  return date ? `${date.weekday} ${date.day} de ${date.month}` : '—';
}
