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

describe('formatMXN against Intl (es-MX, MXN, narrow symbol)', () => {
  const intl = new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  it('writes the same text as Intl for prices, totals, refunds and halves of a centavo', () => {
    const edges = [
      0.005, 0.015, 0.125, 0.285, 1.005, 1.255, 4.35, 999.995, 1000, 99999.99, 123456789.5, -0.5, -1234.5, -0.004, -0,
    ];
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 200000 - 1000;
    const amounts = [...edges, ...Array.from({ length: 2000 }, () => Math.round(random() * 1000) / 1000)];
    for (const amount of amounts) expect([amount, formatMXN(amount)]).toEqual([amount, intl.format(amount)]);
  });
});
