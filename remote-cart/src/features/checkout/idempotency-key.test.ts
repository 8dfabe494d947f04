import { digitsOf, isExpired, newIdempotencyKey, parseExpiry } from './card-expiry';

describe('card expiry', () => {
  it('reads MM/AA and MM/AAAA', () => {
    expect(parseExpiry('04/31')).toEqual({ expMonth: 4, expYear: 2031 });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ expMonth: 4, expYear: 2031 });
  });

  it.each(['13/30', '00/30', '1230', 'ab/cd', '12/3', ''])('refuses %p', (text) => {
    expect(parseExpiry(text)).toBeNull();
  });

  it('a card expires after the last day of its month', () => {
    const now = new Date(2026, 10, 21);
    expect(isExpired({ expMonth: 11, expYear: 2026 }, now)).toBe(false);
    expect(isExpired({ expMonth: 10, expYear: 2026 }, now)).toBe(true);
    expect(isExpired({ expMonth: 1, expYear: 2027 }, now)).toBe(false);
  });

  it('keeps the digits of a number typed with spaces', () => {
    expect(digitsOf('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('makes a new UUID v4 for every attempt', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
