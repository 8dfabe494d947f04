import { Checkbox, Table } from 'antd';
import { formatMXN, formatQuantity, MESSAGES } from 'shared';
import type { DeliveryRouteSheetQuery } from '../../generated/graphql';
import { PhoneLink } from '../common/phone-link';

const text = MESSAGES.adminDeliveries;

type Sheet = NonNullable<DeliveryRouteSheetQuery['deliveryRouteSheet']['sheet']>;
type SheetOrder = Sheet['orders'][number];
type SheetItem = Sheet['picking'][number];

const addressLines = ({ address }: SheetOrder) =>
  [address.street1, address.street2, [address.zip, address.city].filter(Boolean).join(' '), address.state].filter(
    Boolean,
  );

/**
 * The orders to deliver: a box to tick once handed over (a square on paper), number, customer,
 * address, phone, contact, the customer's notes, the items and the total of each.
 */
export function RouteSheetOrders({ orders }: { orders: SheetOrder[] }) {
  return (
    <Table<SheetOrder>
      className="route-sheet-orders"
      data-testid="route-sheet-orders"
      rowKey="id"
      pagination={false}
      // Wider than a phone: the table scrolls in its box, never the page (print shows it whole).
      scroll={{ x: 'max-content' }}
      dataSource={orders}
      locale={{ emptyText: text.noOrders }}
      columns={[
        {
          key: 'delivered',
          title: text.delivered,
          className: 'route-sheet-tick',
          render: (_, order) => <Checkbox aria-label={text.deliveredOf(order.number)} />,
        },
        { key: 'number', title: MESSAGES.adminOrders.number, dataIndex: 'number', className: 'nowrap-cell' },
        { key: 'customer', title: text.customer, dataIndex: 'customerName' },
        {
          key: 'address',
          title: text.address,
          render: (_, order) => addressLines(order).map((line) => <div key={line}>{line}</div>),
        },
        { key: 'phone', title: text.phone, render: (_, order) => <PhoneLink phone={order.phone} /> },
        { key: 'contact', title: text.contact, dataIndex: 'email' },
        {
          key: 'notes',
          title: text.notes,
          className: 'route-sheet-note',
          // The customer's own words: rendered as text (React escapes it), never as HTML.
          render: (_, order) => order.deliveryNote ?? text.noNotes,
        },
        {
          key: 'items',
          title: text.items,
          render: (_, order) => <ItemList items={order.items} />,
        },
        {
          key: 'total',
          title: text.total,
          align: 'right',
          className: 'nowrap-cell',
          render: (_, order) => formatMXN(order.total),
        },
      ]}
    />
  );
}

function ItemList({ items }: { items: SheetItem[] }) {
  return (
    <ul className="route-sheet-items">
      {items.map((item) => (
        <li key={item.productId}>
          {formatQuantity(item.quantity, item.unit)} · {item.name}
        </li>
      ))}
    </ul>
  );
}

/** Each product once with its total over the window's orders. */
export function PickingList({ items }: { items: SheetItem[] }) {
  return (
    <Table<SheetItem>
      className="picking-list"
      data-testid="picking-list"
      rowKey="productId"
      pagination={false}
      dataSource={items}
      locale={{ emptyText: text.noOrders }}
      columns={[
        { key: 'name', title: text.product, dataIndex: 'name' },
        { key: 'quantity', title: text.quantity, render: (_, item) => formatQuantity(item.quantity, item.unit) },
      ]}
    />
  );
}
