import { formatCalendarDate, formatDateTime } from './format-date';

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
