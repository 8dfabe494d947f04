import { CURRENCY } from '../constants/spec-constants';

// 'narrowSymbol' because some ICU builds render MXN as 'MX$'; the spec wants plain '$'.
const formatter = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: CURRENCY.code,
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: CURRENCY.decimals,
  maximumFractionDigits: CURRENCY.decimals,
});

/**
 * Formats an amount of Mexican pesos the way the shop shows prices: `$` and two decimals,
 * e.g. `1234.5` -> `'$1,234.50'`. A non-finite amount (NaN from bad data) shows as `$0.00`
 * rather than `$NaN`.
 */
export function formatMXN(amount: number): string {
  return formatter.format(Number.isFinite(amount) ? amount : 0);
}
