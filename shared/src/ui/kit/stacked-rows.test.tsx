import { render, screen, within } from '@testing-library/react';
import { StackedRows } from './stacked-rows';

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
