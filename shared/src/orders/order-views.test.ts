import { MESSAGES } from '../messages/messages';
import { pagingView } from '../paging/paging-view';
import { orderFactGroups, orderLineTexts, orderTotalRows, type OrderDetailItem } from './order-detail-view';
import { orderCellText, orderColumns, orderRowView, type OrderListItem } from './order-list-view';
import { rememberSelectedOrder, selectedOrderId } from './order-side';
import { orderStatusView } from './order-status-view';

const listItem: OrderListItem = {
  id: 'o1',
  number: 'DC-000007',
  status: 'PAID',
  // 03:30 UTC on the 22nd is still the evening of the 21st in Mexico City.
  createdAt: '2026-11-22T03:30:00.000Z',
  customer: { name: 'Ana Pérez', email: 'ana@example.com' },
  deliveryWindow: { label: 'sábado, 28 de noviembre, 09:00 a 12:00' },
  lines: [{ quantity: 2 }, { quantity: 3 }],
  totals: { total: 1234.5 },
};

const detail: OrderDetailItem = {
  ...listItem,
  cardBrand: 'visa',
  cardLast4: '4242',
  refundedAt: null,
  phone: '3336142020',
  address: {
    street1: 'Av. Juárez 100',
    street2: null,
    zip: '44100',
    city: 'Guadalajara',
    state: 'Jalisco',
    country: 'México',
  },
  lines: [
    { productId: 'p1', name: 'Nopal', unit: 'kg', quantity: 2, unitPrice: 18, discountPercentage: 10, lineTotal: 36 },
  ],
  totals: { subtotal: 36, discount: 0, tax: 0, shipping: 0, total: 36 },
};

describe('order list view', () => {
  it('the shopper sees number, date, state, window, units, total and "Ver detalle"; the admin the customer instead', () => {
    expect(orderColumns('shopper').map((column) => column.title)).toEqual([
      'Pedido',
      'Fecha',
      'Estado',
      'Horario de entrega',
      'Productos',
      'Total',
      'Acciones',
    ]);
    expect(orderColumns('admin').map((column) => column.key)).toEqual([
      'number',
      'date',
      'customer',
      'status',
      'total',
      'open',
    ]);
    const total = orderColumns('admin').find((column) => column.key === 'total');
    expect(total?.align).toBe('right');
    expect(orderColumns('admin').at(-1)?.hiddenTitle).toBe(true);
  });

  it('formats a row: Mexico City date, pesos, units, window and the open button named with the number', () => {
    const row = orderRowView(listItem, 'shopper');
    expect(row.date).toMatch(/^21 nov 2026/);
    expect(row.total).toBe('$1,234.50');
    expect(row.items).toBe(5);
    expect(row.status).toEqual({ label: 'Pagado', tone: 'green' });
    expect(row.open).toEqual({ caption: 'Ver detalle', name: 'Ver detalle DC-000007' });
    expect(orderRowView(listItem, 'admin').open).toEqual({ caption: 'Ver', name: 'Ver DC-000007' });
    expect(orderCellText(row, 'window')).toBe('sábado, 28 de noviembre, 09:00 a 12:00');
    expect(
      orderCellText(
        { ...row, window: orderRowView({ ...listItem, deliveryWindow: null }, 'shopper').window },
        'window',
      ),
    ).toBe('—');
    expect(orderCellText(row, 'status')).toBeNull();
  });

  it('a declined payment attempt reads "Pago rechazado", never "Cancelado"', () => {
    expect(orderStatusView('CANCELLED', true)).toEqual({ label: 'Pago rechazado', tone: 'volcano' });
    expect(orderRowView({ ...listItem, status: 'CANCELLED', paymentDeclined: true }, 'admin').status.label).toBe(
      'Pago rechazado',
    );
  });

  it('keeps the chosen order per side and per tab', () => {
    rememberSelectedOrder('shopper', 'a');
    rememberSelectedOrder('admin', 'b');
    expect(selectedOrderId('shopper')).toBe('a');
    expect(selectedOrderId('admin')).toBe('b');
    sessionStorage.clear();
    expect(selectedOrderId('shopper')).toBeNull();
  });
});

describe('order detail view', () => {
  it('totals: no "Descuento -$0.00" without a discount, "Gratis" shipping, the total last and strong', () => {
    const rows = orderTotalRows(detail.totals, 'shopper');
    expect(rows.map((row) => row.key)).toEqual(['subtotal', 'tax', 'shipping', 'total']);
    expect(rows.find((row) => row.key === 'shipping')?.text).toBe('Gratis');
    expect(rows.at(-1)).toMatchObject({ label: 'Total', text: '$36.00', strong: true });
    const discounted = orderTotalRows({ ...detail.totals, discount: 4, shipping: 49 }, 'admin');
    expect(discounted.find((row) => row.key === 'discount')).toMatchObject({ label: 'Descuento', text: '-$4.00' });
    expect(discounted.find((row) => row.key === 'shipping')?.text).toBe('$49.00');
  });

  it('a line: quantity with its unit, price with its discount, amount', () => {
    expect(orderLineTexts(detail.lines[0]!)).toEqual({
      name: 'Nopal',
      quantity: '2 kg',
      unitPrice: '$18.00 (-10%)',
      lineTotal: '$36.00',
    });
  });

  it("the shopper's receipt lists what the order has: state, date, address, phone, window, card", () => {
    const [group] = orderFactGroups(detail, 'shopper');
    const facts = Object.fromEntries(group!.facts.map((fact) => [fact.key, fact]));
    expect(Object.keys(facts)).toEqual(['status', 'date', 'address', 'phone', 'window', 'payment']);
    expect(facts.status?.status?.label).toBe('Pagado');
    expect(facts.address?.text).toBe('Av. Juárez 100, 44100 Guadalajara, Jalisco, México');
    expect(facts.phone).toMatchObject({ label: MESSAGES.checkout.phone, text: '33 3614 2020' });
    expect(facts.payment?.text).toBe('Pagado con Visa terminada en 4242');
    const bare = orderFactGroups({ ...detail, phone: null, deliveryWindow: null, cardBrand: null }, 'shopper');
    expect(bare[0]!.facts.map((fact) => fact.key)).toEqual(['status', 'date', 'address']);
  });

  it("the admin's page: the order, customer and delivery, payment; what is missing is said", () => {
    const groups = orderFactGroups(
      { ...detail, deliveryWindow: null, cardBrand: null, refundedAt: '2026-11-23T17:00:00Z' },
      'admin',
    );
    expect(groups.map((group) => group.title)).toEqual([undefined, 'Cliente y entrega', 'Pago']);
    const texts = groups.flatMap((group) => group.facts.map((fact) => fact.text));
    expect(texts).toContain('Ana Pérez · ana@example.com');
    expect(texts).toContain(MESSAGES.adminDeliveries.noWindow);
    expect(texts).toContain('Sin cobro registrado');
    expect(texts.some((text) => text.startsWith('Reembolsado el 23 nov 2026'))).toBe(true);
  });
});

describe('paging view', () => {
  it('"Página x de y" with first, previous, next and last, each on only when it leads somewhere', () => {
    const middle = pagingView({ pageNum: 1, totalPags: 3, hasPrev: true, hasNext: true });
    expect(middle.position).toBe('Página 2 de 3');
    expect(middle.moves.map((move) => [move.label, move.enabled])).toEqual([
      ['Primera', true],
      ['Anterior', true],
      ['Siguiente', true],
      ['Última', true],
    ]);
    const first = pagingView({ pageNum: 0, totalPags: 3, hasPrev: false, hasNext: true });
    expect(first.moves.filter((move) => move.enabled).map((move) => move.move)).toEqual(['NEXT', 'LAST']);
  });

  it('before the first answer, and while busy: page 1 of 1, every button off', () => {
    expect(pagingView(undefined).position).toBe('Página 1 de 1');
    expect(pagingView({ pageNum: 0, totalPags: 0, hasPrev: false, hasNext: false }).position).toBe('Página 1 de 1');
    const busy = pagingView({ pageNum: 1, totalPags: 3, hasPrev: true, hasNext: true }, true);
    expect(busy.moves.some((move) => move.enabled)).toBe(false);
  });
});
