// The shop's clock is read without Intl since Mexico City's last daylight-saving time (time.ts):
// these tests hold it to the IANA zone, as the runtime's own time-zone data has it, over 2022-2035.
import { shopClock, shopDay, shopMonth, SHOP_TIME_ZONE } from './time';

const zone = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function zoneClock(instant: Date) {
  const parts = zone.formatToParts(instant);
  const read = (type: string) => parts.find((part) => part.type === type)!.value;
  return {
    year: Number(read('year')),
    month: Number(read('month')),
    day: Number(read('day')),
    weekday: WEEKDAYS.indexOf(read('weekday')),
    hour: Number(read('hour')),
    minute: Number(read('minute')),
  };
}

/** Instants from `from` to `to`, 67 minutes apart (every hour of the day and many minutes). */
function* instants(from: string, to: string) {
  for (let time = Date.parse(from); time < Date.parse(to); time += 67 * 60 * 1000) yield new Date(time);
}

describe("the shop's clock", () => {
  it('agrees with the Mexico City zone at every instant sampled in 2022-2035, the last daylight saving included', () => {
    const disagreements: string[] = [];
    for (const instant of instants('2022-01-01T00:00:00Z', '2036-01-01T00:00:00Z')) {
      const ours = shopClock(instant);
      const theirs = zoneClock(instant);
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) disagreements.push(instant.toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it('is on daylight saving time in the summer of 2022 and on UTC-6 after it ended', () => {
    expect(shopClock(new Date('2022-07-01T05:30:00Z'))).toMatchObject({ day: 1, hour: 0, minute: 30 });
    expect(shopClock(new Date('2022-10-30T06:59:00Z'))).toMatchObject({ day: 30, hour: 1, minute: 59 });
    expect(shopClock(new Date('2022-10-30T07:00:00Z'))).toMatchObject({ day: 30, hour: 1, minute: 0 });
    expect(shopClock(new Date('2026-07-01T05:30:00Z'))).toMatchObject({ month: 6, day: 30, hour: 23 });
  });

  it('gives the day and the month of the shop, not of UTC', () => {
    expect(shopDay(new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-23');
    expect(shopDay(new Date('2026-01-01T05:59:00Z'))).toBe('2025-12-31');
    expect(shopMonth(new Date('2026-01-01T05:59:00Z'))).toEqual({ year: 2025, month: 12 });
    expect(shopMonth(new Date('2026-01-01T06:00:00Z'))).toEqual({ year: 2026, month: 1 });
  });
});
