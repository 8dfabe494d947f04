import { formatMXN, MESSAGES } from 'shared';
import { zoneTerms } from 'shared/ui';
import type { OrderLineFieldsFragment, OrderTotalsFieldsFragment, QuoteCartQuery } from '../../generated/graphql';

const text = MESSAGES.checkout;

/** The checkout's delivery facts: the zone that prices it and what the goods lack for its minimum. */
export interface SummaryDelivery {
  zone: QuoteCartQuery['quoteCart']['deliveryZone'];
  missingForMinimum: number;
}

interface Props {
  lines: OrderLineFieldsFragment[];
  totals: OrderTotalsFieldsFragment;
  /**
   * Checkout only. Null: the postal code is outside every zone, so no delivery price and no total
   * (never "Envío: Gratis"). Given: the zone's terms and what is missing for its minimum.
   */
  delivery?: SummaryDelivery | null;
  /** Checkout only: the zone's earliest window with places, named in its terms. */
  nextWindow?: { date: string; start: string } | undefined;
}

/** Lines and totals of a quote or an order, priced by the server. */
export function OrderSummary({ lines, totals, delivery, nextWindow }: Props) {
  const uncovered = delivery === null;
  const zone = delivery?.zone;
  return (
    <div className="order-summary">
      <ul className="summary-lines">
        {lines.map((line) => (
          <li key={line.productId} className="summary-line" data-testid="summary-line">
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{formatMXN(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <dt>{text.subtotal}</dt>
        <dd>{formatMXN(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>{text.discount}</dt>
            <dd>-{formatMXN(totals.discount)}</dd>
          </>
        )}
        <dt>{text.tax}</dt>
        <dd>{formatMXN(totals.tax)}</dd>
        <dt>{text.shipping}</dt>
        <dd data-testid="summary-shipping">
          {uncovered ? text.shippingUnknown : totals.shipping === 0 ? text.freeShipping : formatMXN(totals.shipping)}
        </dd>
        <dt className="summary-total">{text.total}</dt>
        <dd className="summary-total" data-testid="summary-total">
          {uncovered ? '—' : formatMXN(totals.total)}
        </dd>
      </dl>
      {!uncovered && totals.freeShippingFrom !== null && totals.shipping > 0 && (
        <p className="summary-note">{text.freeShippingFrom(formatMXN(totals.freeShippingFrom))}</p>
      )}
      {zone && delivery.missingForMinimum > 0 && (
        <p className="summary-note summary-minimum" data-testid="summary-minimum">
          {text.missingForMinimum(formatMXN(delivery.missingForMinimum), formatMXN(zone.minimumOrder))}
        </p>
      )}
      {zone && (
        <p className="summary-note" data-testid="summary-terms">
          {zoneTerms(zone, nextWindow)}
        </p>
      )}
    </div>
  );
}
