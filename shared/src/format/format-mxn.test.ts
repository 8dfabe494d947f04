import { formatMXN } from './format-mxn';

describe('formatMXN', () => {
  it('shows pesos with $ and exactly two decimals', () => {
    expect(formatMXN(1234.5)).toBe('$1,234.50');
    expect(formatMXN(0)).toBe('$0.00');
    expect(formatMXN(7)).toBe('$7.00');
    expect(formatMXN(1000000)).toBe('$1,000,000.00');
  });

  it('never uses the MX$ symbol', () => {
    expect(formatMXN(10)).not.toContain('MX');
  });

  it('rounds to centavos', () => {
    expect(formatMXN(19.999)).toBe('$20.00');
    expect(formatMXN(0.125)).toBe('$0.13');
  });

  it('shows bad data as $0.00 instead of $NaN', () => {
    expect(formatMXN(Number.NaN)).toBe('$0.00');
  });
});
