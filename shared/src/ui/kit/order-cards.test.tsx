import { fireEvent, render, screen, within } from '@testing-library/react';
import { OrderCards } from './order-cards';
import { StackedRows } from './stacked-rows';

const orders = [
  { id: 'a', number: 'DC-000001', createdAt: '2026-01-02T00:30:00Z', totals: { total: 1234.5 }, who: 'Ana' },
  { id: 'b', number: 'DC-000002', createdAt: '2026-01-03T18:00:00Z', totals: { total: 49 }, who: 'Luis' },
];

test('OrderCards: one card per order with number, state, Mexico City date, detail, total and an open button', () => {
  const opened: string[] = [];
  render(
    <OrderCards
      orders={orders}
      label="Mis compras"
      numberLabel="Pedido"
      viewLabel="Ver detalle"
      status={() => <span>Pagado</span>}
      detail={(order) => <span>{order.who}</span>}
      onOpen={(id) => opened.push(id)}
    />,
  );
  const cards = within(screen.getByRole('list', { name: 'Mis compras' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveTextContent('Pedido DC-000001');
  expect(cards[0]).toHaveTextContent('Pagado');
  expect(cards[0]).toHaveTextContent('Ana');
  expect(cards[0]).toHaveTextContent('$1,234.50');
  // 00:30 UTC on the 2nd is still the 1st in Mexico City.
  expect(cards[0]).toHaveTextContent(/1 ene 2026/);
  fireEvent.click(screen.getByRole('button', { name: 'Ver detalle DC-000002' }));
  expect(opened).toEqual(['b']);
});

test('StackedRows: each row a card of label/value pairs, actions included; the empty text when none', () => {
  const fields = [
    { key: 'name', label: 'Nombre', value: (row: { id: string; name: string }) => row.name },
    {
      key: 'edit',
      label: 'Acciones',
      value: (row: { id: string; name: string }) => <button>Editar {row.name}</button>,
    },
  ];
  const { rerender } = render(
    <StackedRows items={[{ id: '1', name: 'Manzana' }]} label="Productos" itemKey={(row) => row.id} fields={fields} />,
  );
  const card = within(screen.getByRole('list', { name: 'Productos' })).getByRole('listitem');
  expect(within(card).getByText('Nombre').nextSibling).toHaveTextContent('Manzana');
  expect(within(card).getByRole('button', { name: 'Editar Manzana' })).toBeInTheDocument();
  rerender(
    <StackedRows items={[]} label="Productos" itemKey={(row) => row.id} fields={fields} empty="Sin productos" />,
  );
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.getByText('Sin productos')).toBeInTheDocument();
});
