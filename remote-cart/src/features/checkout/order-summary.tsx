import { formatMXN, MESSAGES } from 'shared';
import type { OrderLineFieldsFragment, OrderTotalsFieldsFragment } from '../../generated/graphql';

const text = MESSAGES.checkout;

/** Lines and totals of a quote or an order, priced by the server. */
export function OrderSummary({
  lines,
  totals,
}: {
  lines: OrderLineFieldsFragment[];
  totals: OrderTotalsFieldsFragment;
}) {
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
        <dd>{totals.shipping === 0 ? text.freeShipping : formatMXN(totals.shipping)}</dd>
        <dt className="summary-total">{text.total}</dt>
        <dd className="summary-total" data-testid="summary-total">
          {formatMXN(totals.total)}
        </dd>
      </dl>
      {totals.freeShippingFrom !== null && totals.shipping > 0 && (
        <p className="summary-note">{text.freeShippingFrom(formatMXN(totals.freeShippingFrom))}</p>
      )}
    </div>
  );
}
