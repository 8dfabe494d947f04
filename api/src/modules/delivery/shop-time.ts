import { Temporal } from 'temporal-polyfill';

/** The shop's clock: every delivery date, window time and cutoff is wall time in Mexico City. */
export const SHOP_TIME_ZONE = 'America/Mexico_City';

/** The calendar date in Mexico City at `now` (YYYY-MM-DD). */
export function shopToday(now: Date): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(SHOP_TIME_ZONE)
    .toPlainDate()
    .toString();
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
export function weekdayOf(date: string): number {
  return Temporal.PlainDate.from(date).dayOfWeek;
}

/** A real calendar day written YYYY-MM-DD, or null. */
export function parseDate(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}

/**
 * The instant of wall time `minute` minutes after midnight of `date` in Mexico City (1440 is the
 * next midnight). A wall time skipped by a clock change resolves later, as people read it.
 */
export function shopInstant(date: string, minute: number): Date {
  const wall = Temporal.PlainDate.from(date).toPlainDateTime().add({ minutes: minute });
  return new Date(wall.toZonedDateTime(SHOP_TIME_ZONE, { disambiguation: 'compatible' }).epochMilliseconds);
}

/** "09:00" for 540. */
export function formatMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** 540 for "09:00" or "9:00"; "24:00" is 1440; null for anything else (the template rules' clock). */
export { parseClock } from 'rules';

const DAY_FORMAT = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "miércoles, 25 de noviembre" for 2026-11-25. */
export function dayLabel(date: string): string {
  return DAY_FORMAT.format(new Date(`${date}T12:00:00Z`));
}

/** "miércoles, 25 de noviembre, 09:00 a 12:00": how people read a window in messages and e-mails. */
export function windowLabel(date: string, startMinute: number, endMinute: number): string {
  return `${dayLabel(date)}, ${formatMinute(startMinute)} a ${formatMinute(endMinute)}`;
}

/** "el martes, 24 de noviembre a las 20:00" for a cutoff instant. */
export function cutoffLabel(instant: Date): string {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(SHOP_TIME_ZONE);
  const day = dayLabel(zoned.toPlainDate().toString());
  return `el ${day} a las ${formatMinute(zoned.hour * 60 + zoned.minute)}`;
}
