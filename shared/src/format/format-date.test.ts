import { formatDateTime } from './format-date';

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
