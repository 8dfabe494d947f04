import { formatPhone, phoneHref } from './format-phone';

describe('formatPhone', () => {
  it('groups a two-digit area code 2-4-4 and the others 3-3-4', () => {
    expect(formatPhone('3312345678')).toBe('33 1234 5678');
    expect(formatPhone('5598765432')).toBe('55 9876 5432');
    expect(formatPhone('7441234567')).toBe('744 123 4567');
  });

  it('shows anything that is not 10 digits as it is', () => {
    expect(formatPhone('12345')).toBe('12345');
  });

  it('dials Mexico with the country code', () => {
    expect(phoneHref('3312345678')).toBe('tel:+523312345678');
  });
});
