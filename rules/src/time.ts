/** The shop's time zone: the days and months of its rules are Mexico City's calendar. */
export const SHOP_TIME_ZONE = 'America/Mexico_City';

// en-CA formats as YYYY-MM-DD. Each formatter is built once, on first use: one with a time zone is
// costly to build (tens of ms on a phone), and most pages that load this module never need it.
let dayFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;
const shopDayFormat = () => (dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }));
const shopMonthFormat = () =>
  (monthFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'numeric' }));

/** "2026-11-24": the shop's calendar day at `now`. */
export function shopDay(now: Date): string {
  return shopDayFormat().format(now);
}

/** The shop's year and month (1-12) at `now`. */
export function shopMonth(now: Date): { year: number; month: number } {
  const parts = shopMonthFormat().formatToParts(now);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month') };
}

/** "HH:MM" (00:00 to 24:00) -> minutes after midnight, or null. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minute <= 1440 ? minute : null;
}
