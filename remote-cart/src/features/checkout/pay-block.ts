import { formatMXN, MESSAGES } from 'shared';
import type { DeliveryWindowsQuery, QuoteCartQuery } from '../../generated/graphql';

const text = MESSAGES.checkout;

/** What decides whether the order can be paid: the typed postal code, its quote and its windows. */
export interface PayFacts {
  /** The postal code once it has 5 digits; undefined before. */
  zip: string | undefined;
  quote: QuoteCartQuery['quoteCart'] | undefined;
  windows: DeliveryWindowsQuery['deliveryWindows'] | undefined;
}

/**
 * Why "Pagar" is disabled (issue 29), or null when the order may be paid: an address outside every
 * zone, goods below the zone's minimum, or a zone with no window with places. The API refuses the
 * same orders (NOT_COVERED, BELOW_MINIMUM, WINDOW_REQUIRED / WINDOW_FULL) before the card is touched.
 */
export function payBlock({ zip, quote, windows }: PayFacts): string | null {
  if (zip && quote && !quote.status) return text.payBlockedNotCovered(zip);
  if (quote?.status && quote.deliveryZone && quote.missingForMinimum > 0) {
    return text.payBlockedMinimum(formatMXN(quote.missingForMinimum), formatMXN(quote.deliveryZone.minimumOrder));
  }
  if (zip && windows?.status && windows.noWindowMessage) return windows.noWindowMessage;
  return null;
}

/** The postal code's zone delivers: its quote priced delivery (false for one outside every zone). */
export function isDeliverable({ zip, quote }: PayFacts): boolean {
  return !(zip && quote && !quote.status);
}
