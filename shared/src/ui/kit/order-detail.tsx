import {
  ORDER_LINE_COLUMNS,
  orderLineTexts,
  type OrderFact,
  type OrderLineItem,
  type OrderTotalRow,
} from '../../orders/order-detail-view';
import { MESSAGES } from '../../messages/messages';
import { usePhoneScreen } from '../use-phone-screen';
import { StackedRows } from './stacked-rows';
import { StatusTag } from './status-tag';

/** An order's facts as a description list ("Estado", "Fecha", "Dirección de entrega"...). */
export function OrderFacts({ facts }: { facts: readonly OrderFact[] }) {
  return (
    <dl className="dc-facts">
      {facts.map((fact) => (
        <div key={fact.key} className="dc-fact" data-testid={`order-${fact.key}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.status ? <StatusTag view={fact.status} /> : fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}

const LINE_FIELDS = ORDER_LINE_COLUMNS.map((column) => ({
  key: column.key,
  label: column.title,
  value: (line: OrderLineItem) => orderLineTexts(line)[column.key],
}));

/** The order's lines: Productos / Cantidad / Precio / Importe; a card per line on a phone. */
export function OrderLines({ lines }: { lines: readonly OrderLineItem[] }) {
  const phone = usePhoneScreen();
  const label = MESSAGES.adminOrders.lines;
  if (phone) {
    return <StackedRows items={lines} label={label} itemKey={(line) => line.productId} fields={LINE_FIELDS} />;
  }
  return (
    <div className="dc-table-scroll">
      <table className="dc-table" aria-label={label}>
        <thead>
          <tr>
            {ORDER_LINE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={column.align && 'dc-cell--right'}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const texts = orderLineTexts(line);
            return (
              <tr key={line.productId} data-testid="order-line">
                {ORDER_LINE_COLUMNS.map((column) => (
                  <td key={column.key} className={column.align && 'dc-cell--right'}>
                    {texts[column.key]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Subtotal, discount (when there is one), tax, shipping and total, as rows of label and amount. */
export function OrderTotals({ rows }: { rows: readonly OrderTotalRow[] }) {
  return (
    <dl className="dc-totals">
      {rows.map((row) => (
        <div key={row.key} className={row.strong ? 'dc-total dc-total--strong' : 'dc-total'}>
          <dt>{row.label}</dt>
          <dd data-testid={`order-${row.key}`}>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
