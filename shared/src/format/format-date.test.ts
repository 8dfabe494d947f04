import {
  formatCalendarDate,
  formatDateTime,
  formatShortWeekdayDay,
  formatWeekdayDay,
  formatWeekdayDayMonth,
} from './format-date';

describe('formatDateTime', () => {
  it('shows an instant just after midnight UTC on the Mexico City day before', () => {
    const shown = formatDateTime('2026-11-24T03:30:00Z');
    expect(shown).toMatch(/^23 nov 2026/);
    expect(shown).toMatch(/9:30/);
  });

  it('shows the same day when Mexico City is already on it', () => {
    expect(formatDateTime(new Date('2026-11-24T18:05:00Z'))).toMatch(/^24 nov 2026.*12:05/);
  });

  it('shows bad data as a dash instead of Invalid Date', () => {
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatCalendarDate', () => {
  it('writes a calendar date with its weekday in lower-case Spanish, on that same day', () => {
    expect(formatCalendarDate('2026-11-30')).toBe('lunes, 30 de noviembre de 2026');
    expect(formatCalendarDate('2026-12-12')).toBe('sábado, 12 de diciembre de 2026');
  });

  it('shows bad data as a dash', () => {
    expect(formatCalendarDate('30/11/2026')).toBe('—');
    expect(formatCalendarDate('2026-13-45')).toBe('—');
  });
});

// The functions write es-MX by hand (format-date.ts): here Intl's es-MX output is the reference,
// over every day of 2022-2035 and instants 67 minutes apart (every hour, many minutes).
describe('the dates as Intl writes them in es-MX', () => {
  const zoned = new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-MX', { ...options, timeZone: 'UTC' });
  const sentence = utc({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const weekdayDay = utc({ weekday: 'long', day: 'numeric' });
  const shortWeekdayDay = utc({ weekday: 'short', day: 'numeric' });
  const weekdayDayMonth = utc({ weekday: 'long', day: 'numeric', month: 'long' });

  function* days() {
    for (let time = Date.UTC(2022, 0, 1, 12); time < Date.UTC(2036, 0, 1); time += 24 * 60 * 60 * 1000) {
      yield [new Date(time).toISOString().slice(0, 10), new Date(time)] as const;
    }
  }

  it('writes every instant as Intl does on Mexico City’s clock', () => {
    const differences: string[] = [];
    for (
      let time = Date.parse('2022-01-01T00:00:00Z');
      time < Date.parse('2036-01-01T00:00:00Z');
      time += 67 * 60 * 1000
    ) {
      const instant = new Date(time);
      if (formatDateTime(instant) !== zoned.format(instant)) differences.push(instant.toISOString());
    }
    expect(differences).toEqual([]);
  });

  it('writes every calendar day as Intl does', () => {
    const differences: string[] = [];
    for (const [day, noon] of days()) {
      const ours = [
        formatCalendarDate(day),
        formatWeekdayDay(day),
        formatShortWeekdayDay(day),
        formatWeekdayDayMonth(day),
      ];
      const theirs = [
        sentence.format(noon),
        weekdayDay.format(noon).replace(',', ''),
        shortWeekdayDay.format(noon).replace('.', '').replace(',', ''),
        weekdayDayMonth.format(noon).replace(',', ''),
      ];
      if (JSON.stringify(ours) !== JSON.stringify(theirs))
        differences.push(`${day}: ${ours.join(' | ')} / ${theirs.join(' | ')}`);
    }
    expect(differences).toEqual([]);
  });

  it('shows a day that does not exist as a dash', () => {
    expect(formatCalendarDate('2026-02-30')).toBe('—');
    expect(formatShortWeekdayDay('2026-02-29')).toBe('—');
    expect(formatWeekdayDayMonth('2028-02-29')).toBe('martes 29 de febrero');
  });
});
