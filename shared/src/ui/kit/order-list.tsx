import { orderCell, type OrderCellParts } from '../../orders/order-cell';
import { orderColumns, type OrderRowView } from '../../orders/order-list-view';
import { ORDER_SIDES, type OrderSide } from '../../orders/order-side';
import { VisuallyHidden } from '../visually-hidden';
import { Button } from './button';
import { OrderCards } from './order-cards';
import { StatusTag } from './status-tag';
import { usePhoneScreen } from '../use-phone-screen';

interface Props {
  side: OrderSide;
  rows: readonly OrderRowView[];
  onOpen(id: string): void;
}

/**
 * A side's order list in the kit's vocabulary: a table on wider screens (the side's columns), a
 * card per order on a phone. The columns, texts and formats are the shared view model's.
 */
export function OrderList({ side, rows, onOpen }: Props) {
  const phone = usePhoneScreen();
  if (phone) return <OrderCards side={side} rows={rows} onOpen={onOpen} />;
  const columns = orderColumns(side);
  const parts: OrderCellParts = {
    status: (row) => <StatusTag view={row.status} />,
    open: (row) => (
      <Button className="dc-link-button" onClick={() => onOpen(row.id)} aria-label={row.open.name}>
        {row.open.caption}
      </Button>
    ),
  };
  return (
    <div className="dc-table-scroll">
      <table className="dc-table" aria-label={ORDER_SIDES[side].text.title}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align && 'dc-cell--right'}>
                {column.hiddenTitle ? <VisuallyHidden>{column.title}</VisuallyHidden> : column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} className={column.align ? 'dc-cell--right' : `dc-cell--${column.key}`}>
                  {orderCell(column.key, row, parts)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
