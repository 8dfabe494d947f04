import { CURRENCY } from '../constants/spec-constants';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
const SCALE = 10 ** CURRENCY.decimals;

/** |amount| in centavos, rounded as Intl does: half away from zero on the shortest decimal (0.015 -> 2). */
function roundedCentavos(amount: number): number {
  const shifted = Number(`${Math.abs(amount)}e${CURRENCY.decimals}`);
  return Math.round(Number.isNaN(shifted) ? Math.abs(amount) * SCALE : shifted);
}

/**
 * Formats an amount of Mexican pesos the way the shop shows prices: `$` and two decimals,
 * e.g. `1234.5` -> `'$1,234.50'`, `-3` -> `'-$3.00'`. A non-finite amount (NaN from bad data)
 * shows as `$0.00` rather than `$NaN`.
 *
 * The same text as `Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN',
 * currencyDisplay: 'narrowSymbol' })` (the unit test compares them), without it: building that
 * formatter loads ICU's locale data, ~25 ms on a laptop and ~100 ms on a phone, on every catalogue
 * page (docs/decisions.md).
 */
export function formatMXN(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const centavos = roundedCentavos(value);
  const whole = String(Math.floor(centavos / SCALE)).replace(THOUSANDS, ',');
  const cents = String(centavos % SCALE).padStart(CURRENCY.decimals, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${CURRENCY.symbol}${whole}.${cents}`;
}
