import { formatMXN, MESSAGES, roundCentavos, type CartItem } from 'shared';
import type { QuoteCartQuery } from '../../generated/graphql';

type Quote = QuoteCartQuery['quoteCart'];

export interface CartRefresh {
  /** Lines to store again (new price or fewer units). */
  updated: CartItem[];
  /** Lines that can no longer be bought. */
  removed: string[];
  /** What changed, in Spanish, for the shopper. */
  notices: string[];
}

/** Compares the stored cart with the server's quote: the stored prices are only a display hint. */
export function refreshCart(items: CartItem[], quote: Quote): CartRefresh {
  const refresh: CartRefresh = { updated: [], removed: [], notices: quote.problems.map((problem) => problem.message) };
  for (const item of items) {
    const line = quote.lines.find((quoted) => quoted.productId === item.id);
    if (!line) {
      refresh.removed.push(item.id);
      continue;
    }
    if (line.unitPrice !== item.finalPrice) {
      refresh.notices.push(MESSAGES.checkout.priceChanged(line.name, formatMXN(line.unitPrice)));
    }
    if (line.unitPrice !== item.finalPrice || line.quantity !== item.quantity || line.name !== item.name) {
      refresh.updated.push({
        ...item,
        name: line.name,
        quantity: line.quantity,
        basePrice: line.unitBasePrice,
        discountPerc: line.discountPercentage,
        finalPrice: line.unitPrice,
        total: roundCentavos(line.quantity * line.unitPrice),
      });
    }
  }
  return refresh;
}
