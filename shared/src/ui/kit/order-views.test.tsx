import { fireEvent, render, screen, within } from '@testing-library/react';
import { orderFactGroups, orderTotalRows, type OrderDetailItem } from '../../orders/order-detail-view';
import { orderRowView, type OrderListItem } from '../../orders/order-list-view';
import { ListPaging } from './list-paging';
import { OrderCards } from './order-cards';
import { OrderFacts, OrderLines, OrderTotals } from './order-detail';
import { OrderList } from './order-list';

const order = (id: string, number: string, total: number, change: Partial<OrderListItem> = {}): OrderListItem => ({
  id,
  number,
  status: 'PAID',
  createdAt: '2026-11-22T03:30:00.000Z',
  customer: { name: 'Ana Pérez', email: 'ana@example.com' },
  deliveryWindow: { label: 'sábado, 28 de noviembre, 09:00 a 12:00' },
  lines: [{ quantity: 2 }],
  totals: { total },
  ...change,
});

const shopperRows = [order('a', 'DC-000001', 1234.5), order('b', 'DC-000002', 49, { status: 'SHIPPED' })].map((item) =>
  orderRowView(item, 'shopper'),
);

describe('OrderList (kit)', () => {
  it('Mis compras: the shopper\'s columns, a row per order with its state, window, units and total, and "Ver detalle"', () => {
    const opened: string[] = [];
    render(<OrderList side="shopper" rows={shopperRows} onOpen={(id) => opened.push(id)} />);
    const table = screen.getByRole('table', { name: 'Mis compras' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Pedido', 'Fecha', 'Estado', 'Horario de entrega', 'Productos', 'Total', 'Acciones']);
    const row = screen.getByRole('row', { name: /DC-000002/ });
    expect(within(row).getByText('Enviado')).toHaveClass('dc-tag', 'dc-tag--geekblue');
    expect(within(row).getByText('sábado, 28 de noviembre, 09:00 a 12:00')).toBeInTheDocument();
    expect(within(row).getByTestId('order-total')).toHaveTextContent('$49.00');
    expect(within(screen.getByRole('row', { name: /DC-000001/ })).getByTestId('order-total')).toHaveTextContent(
      '$1,234.50',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Ver detalle DC-000002' }));
    expect(opened).toEqual(['b']);
    expect(screen.queryByText('Ana Pérez')).not.toBeInTheDocument();
  });

  it('on a phone: one card per order, the window on its own line, the same open button', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query) => ({ ...matchMedia(query), matches: true });
    try {
      render(<OrderList side="shopper" rows={shopperRows} onOpen={() => undefined} />);
      const cards = within(screen.getByRole('list', { name: 'Mis compras' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('Pedido DC-000001');
      expect(cards[0]).toHaveTextContent('Productos: 2');
      expect(cards[0]).toHaveTextContent('Horario de entrega: sábado, 28 de noviembre');
      expect(within(cards[1]!).getByRole('button', { name: 'Ver detalle DC-000002' })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it("the admin's cards name the customer and the declined attempt", () => {
    const rows = [order('c', 'DC-000003', 40, { status: 'CANCELLED', paymentDeclined: true })].map((item) =>
      orderRowView(item, 'admin'),
    );
    render(<OrderCards side="admin" rows={rows} onOpen={() => undefined} />);
    const card = within(screen.getByRole('list', { name: 'Pedidos' })).getByRole('listitem');
    expect(card).toHaveTextContent('Ana Pérez');
    expect(within(card).getByText('Pago rechazado')).toBeInTheDocument();
    expect(within(card).queryByText('Cancelado')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ver DC-000003' })).toBeInTheDocument();
  });
});

describe('ListPaging (kit)', () => {
  it('"Página x de y", a last page, and moves only where they lead', () => {
    const moves: string[] = [];
    render(
      <ListPaging
        shown={{ pageNum: 0, totalPags: 3, hasPrev: false, hasNext: true }}
        label="Páginas de pedidos"
        busy={false}
        onMove={(move) => moves.push(move)}
        pageSize={12}
        onPageSize={() => undefined}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Páginas de pedidos' });
    expect(within(nav).getByTestId('paging-position')).toHaveTextContent('Página 1 de 3');
    expect(within(nav).getByRole('button', { name: 'Primera' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    fireEvent.click(within(nav).getByRole('button', { name: 'Última' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(moves).toEqual(['LAST', 'NEXT']);
    expect(within(nav).getByLabelText('Por página')).toHaveValue('12');
  });
});

const detail: OrderDetailItem = {
  id: 'o1',
  number: 'DC-000007',
  status: 'PREPARING',
  createdAt: '2026-11-22T03:30:00.000Z',
  cardBrand: 'visa',
  cardLast4: '4242',
  phone: '3336142020',
  address: { street1: 'Av. Juárez 100', zip: '44100', city: 'Guadalajara', state: 'Jalisco', country: 'México' },
  lines: [
    { productId: 'p1', name: 'Nopal', unit: 'kg', quantity: 2, unitPrice: 20, discountPercentage: 0, lineTotal: 40 },
  ],
  totals: { subtotal: 40, discount: 0, tax: 0, shipping: 49, total: 89 },
};

describe('order detail (kit)', () => {
  it('facts, lines and totals as the shopper reads them; no zero discount', () => {
    render(
      <>
        {orderFactGroups(detail, 'shopper').map((group) => (
          <OrderFacts key={group.key} facts={group.facts} />
        ))}
        <OrderLines lines={detail.lines} />
        <OrderTotals rows={orderTotalRows(detail.totals, 'shopper')} />
      </>,
    );
    expect(screen.getByText('En preparación')).toHaveClass('dc-tag');
    expect(screen.getByText('Pagado con Visa terminada en 4242')).toBeInTheDocument();
    expect(screen.getByText('33 3614 2020')).toBeInTheDocument();
    const line = screen.getByTestId('order-line');
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nopal', '2 kg', '$20.00', '$40.00']);
    expect(screen.queryByText('Descuento')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('$49.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$89.00');
  });
});
