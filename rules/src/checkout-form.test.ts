import { problemOf } from './check.js';
import { expiryTextSchema, readExpiry, zipSchema } from './checkout-form.js';
import { RULE_MESSAGES } from './messages.js';

const text = RULE_MESSAGES.checkout;

describe('the checkout form fields', () => {
  it('reads an expiry typed MM/AA or MM/AAAA as the API takes it', () => {
    expect(readExpiry('04/31')).toEqual({ expMonth: 4, expYear: 2031 });
    expect(readExpiry(' 4 / 2031 ')).toEqual({ expMonth: 4, expYear: 2031 });
  });

  it.each(['13/30', '00/30', '1230', 'ab/cd', '12/3', '12/2300', ''])('cannot read %p', (typed) => {
    expect(readExpiry(typed)).toBeNull();
  });

  it('a card works until the end of its month in the shop (Mexico City)', () => {
    // 1 December 2026, 03:00 UTC is still 30 November in Mexico City.
    const now = () => new Date(Date.UTC(2026, 11, 1, 3));
    expect(problemOf(expiryTextSchema(now), '11/26')).toBeNull();
    expect(problemOf(expiryTextSchema(now), '10/26')).toBe(text.expiryPast);
    expect(problemOf(expiryTextSchema(now), '1/2027')).toBeNull();
    expect(problemOf(expiryTextSchema(now), '')).toBe(text.required(text.field.cardExpiry));
    expect(problemOf(expiryTextSchema(now), '13/27')).toBe(text.expiryFormat);
  });

  it('a postal code is 5 digits in Mexico and a short free text elsewhere', () => {
    expect(problemOf(zipSchema('México'), ' 44160 ')).toBeNull();
    expect(problemOf(zipSchema(' mx '), '4416')).toBe(text.zipFormat);
    expect(problemOf(zipSchema('USA'), '4416')).toBeNull();
    expect(problemOf(zipSchema('USA'), 'a'.repeat(13))).toBe(text.zipFormat);
    expect(problemOf(zipSchema('USA'), '  ')).toBe(text.required(text.field.zip));
  });
});
