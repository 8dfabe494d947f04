/** The shop's time zone: the days and months of its rules are Mexico City's calendar. */
export const SHOP_TIME_ZONE = 'America/Mexico_City';

// Mexico City has kept UTC-6 all year since its last daylight-saving time ended (2022-10-30, 02:00
// CDT = 07:00 UTC). From then on the shop's clock is a fixed shift, read without Intl: building a
// formatter with a time zone loads ICU's locale and zone data on the main thread (~100 ms at a
// phone's speed, docs/decisions.md "Dates written without Intl"). An instant before that, and only
// such an instant, asks Intl. `time.test.ts` compares both ways over every hour of 2022-2035.
const FIXED_OFFSET_SINCE = Date.UTC(2022, 9, 30, 7);
const FIXED_OFFSET_MS = -6 * 60 * 60 * 1000;

/** The shop's wall clock at an instant: calendar fields and the time of day (weekday 0 = Sunday). */
export interface ShopClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

let zoneFormat: Intl.DateTimeFormat | undefined;
const shopZoneFormat = () =>
  (zoneFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }));

function clockOfUtcFields(shifted: Date): ShopClock {
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

function clockFromZone(instant: Date): ShopClock {
  const parts = shopZoneFormat().formatToParts(instant);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(read('year'), read('month') - 1, read('day'), read('hour'), read('minute'));
  return clockOfUtcFields(new Date(wall));
}

/** Mexico City's wall clock at `instant` (an invalid Date gives NaN fields). */
export function shopClock(instant: Date): ShopClock {
  const time = instant.getTime();
  if (Number.isNaN(time) || time >= FIXED_OFFSET_SINCE) return clockOfUtcFields(new Date(time + FIXED_OFFSET_MS));
  return clockFromZone(instant);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "2026-11-24": the shop's calendar day at `now`. */
export function shopDay(now: Date): string {
  const { year, month, day } = shopClock(now);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The shop's year and month (1-12) at `now`. */
export function shopMonth(now: Date): { year: number; month: number } {
  const { year, month } = shopClock(now);
  return { year, month };
}

/** "HH:MM" (00:00 to 24:00) -> minutes after midnight, or null. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minute <= 1440 ? minute : null;
}
