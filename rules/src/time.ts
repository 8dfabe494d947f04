/** The shop's time zone: the days and months of its rules are Mexico City's calendar. */
export const SHOP_TIME_ZONE = 'America/Mexico_City';

// en-CA formats as YYYY-MM-DD; built once (a formatter is costly to build).
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });
const SHOP_MONTH = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: 'numeric' });

/** "2026-11-24": the shop's calendar day at `now`. */
export function shopDay(now: Date): string {
  return SHOP_DAY.format(now);
}

/** The shop's year and month (1-12) at `now`. */
export function shopMonth(now: Date): { year: number; month: number } {
  const parts = SHOP_MONTH.formatToParts(now);
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
