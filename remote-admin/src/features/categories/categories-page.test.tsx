import type { DocumentNode } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import {
  AdminCategoriesDocument,
  MoveCategoryDocument,
  SaveCategoryDocument,
  SetCategoryActiveDocument,
} from '../../generated/graphql';
import CategoriesPage from './categories-page';

const category = (id: string, name: string, order: number, isActive = true, productCount = 3) => ({
  __typename: 'Category' as const,
  id,
  name,
  slug: name.toLowerCase(),
  order,
  imageNum: order,
  imageUrl: `http://api.test/images/categories/${order}.svg`,
  isActive,
  productCount,
});

const frutas = category('c1', 'Frutas', 1);
const verduras = category('c2', 'Verduras', 2);
const temporada = category('c3', 'Temporada', 3, false, 0);

const listMock = (categories = [frutas, verduras, temporada]) => ({
  request: { query: AdminCategoriesDocument },
  result: {
    data: {
      adminCategories: { __typename: 'AdminCategoriesResult', status: true, message: 'ok', categories },
    },
  },
  maxUsageCount: 10,
});

function spy<Vars>(query: DocumentNode, field: string, answer: object) {
  const sent: Vars[] = [];
  const mock = {
    request: {
      query,
      variables: (variables: Vars) => {
        sent.push(variables);
        return true;
      },
    },
    result: { data: { [field]: answer } },
  };
  return { mock, sent } as const;
}

// Text and label queries: role queries walk antd's whole DOM and are slow in jsdom.
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;

describe('CategoriesPage', () => {
  it('shows the loading skeleton, then every category with image, products count and state', async () => {
    renderWithProviders(<CategoriesPage />, { mocks: [listMock()] });
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.busy.loading);
    expect(await screen.findByText('Frutas', { selector: 'td' })).toBeInTheDocument();
    const row = rowOf('Verduras');
    expect(within(row).getByText('2', { selector: 'td' })).toBeInTheDocument();
    const image = row.querySelector('img');
    expect(image).toHaveAttribute('src', 'http://api.test/images/categories/2.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '40');
    expect(within(rowOf('Temporada')).getByRole('switch')).not.toBeChecked();
    expect(within(rowOf('Frutas')).getByRole('switch')).toBeChecked();
    expect(screen.getByLabelText(MESSAGES.adminCategories.moveUp('Frutas'))).toBeDisabled();
    expect(screen.getByLabelText(MESSAGES.adminCategories.moveDown('Temporada'))).toBeDisabled();
    expect(screen.getByText('Nueva categoría')).toBeInTheDocument();
  });

  it('shows the failure message when the list cannot be loaded', async () => {
    const failing = { request: { query: AdminCategoriesDocument }, error: new Error('down') };
    renderWithProviders(<CategoriesPage />, { mocks: [failing] });
    expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('shows the API refusal', async () => {
    const refused = {
      request: { query: AdminCategoriesDocument },
      result: {
        data: {
          adminCategories: {
            __typename: 'AdminCategoriesResult',
            status: false,
            message: 'Esta operación requiere una cuenta de administrador.',
            categories: [],
          },
        },
      },
    };
    renderWithProviders(<CategoriesPage />, { mocks: [refused] });
    expect(await screen.findByText('Esta operación requiere una cuenta de administrador.')).toBeInTheDocument();
  });

  it('the dialog shows the spec messages for an empty name and a missing order, and sends nothing', async () => {
    const save = spy(SaveCategoryDocument, 'saveCategory', {});
    renderWithProviders(<CategoriesPage />, { mocks: [listMock(), save.mock] });
    fireEvent.click(await screen.findByText('Nueva categoría'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Orden'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByText('Guardar'));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(await within(dialog).findByText('El orden es obligatorio')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'x'.repeat(61) } });
    expect(await within(dialog).findByText(MESSAGES.adminCategories.nameTooLong(60))).toBeInTheDocument();
    expect(save.sent).toHaveLength(0);
  });

  it('saving a new category sends the input, shows the API message and reloads the list', async () => {
    const hongos = category('c9', 'Hongos', 4);
    const save = spy(SaveCategoryDocument, 'saveCategory', {
      __typename: 'CategoryResult',
      status: true,
      message: 'Categoría «Hongos» creada.',
      category: hongos,
    });
    renderWithProviders(<CategoriesPage />, {
      mocks: [{ ...listMock(), maxUsageCount: 1 }, save.mock, listMock([frutas, verduras, temporada, hongos])],
    });
    fireEvent.click(await screen.findByText('Nueva categoría'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Orden')).toHaveValue('4');
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: '  Hongos ' } });
    fireEvent.click(within(dialog).getByText('Guardar'));
    await waitFor(() => expect(save.sent).toHaveLength(1));
    expect(save.sent[0]).toEqual({ input: { id: null, name: 'Hongos', order: 4, imageNum: 1 } });
    expect(await screen.findByText('Categoría «Hongos» creada.')).toBeInTheDocument();
    expect(await screen.findByText('Hongos', { selector: 'td' })).toBeInTheDocument();
  });

  it('editing keeps the dialog open with the API message when the save is refused', async () => {
    const save = spy(SaveCategoryDocument, 'saveCategory', {
      __typename: 'CategoryResult',
      status: false,
      message: 'Ya existe una categoría con un nombre equivalente a «Frutas». Elige otro nombre.',
      category: null,
    });
    renderWithProviders(<CategoriesPage />, { mocks: [listMock(), save.mock] });
    fireEvent.click(await screen.findByLabelText(MESSAGES.adminCategories.edit('Verduras')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Verduras');
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Frutas' } });
    fireEvent.click(within(dialog).getByText('Guardar'));
    expect(await within(dialog).findByText(/Ya existe una categoría/)).toBeInTheDocument();
    expect(save.sent[0]).toEqual({ input: { id: 'c2', name: 'Frutas', order: 2, imageNum: 2 } });
  });

  it('the switch calls setCategoryActive and shows the answer', async () => {
    const toggle = spy(SetCategoryActiveDocument, 'setCategoryActive', {
      __typename: 'CategoryResult',
      status: true,
      message: 'Categoría «Verduras» desactivada: ya no se ve en la tienda.',
      category: { ...verduras, isActive: false },
    });
    renderWithProviders(<CategoriesPage />, { mocks: [listMock(), toggle.mock] });
    await screen.findByText('Verduras', { selector: 'td' });
    fireEvent.click(within(rowOf('Verduras')).getByRole('switch'));
    await waitFor(() => expect(toggle.sent).toEqual([{ id: 'c2', isActive: false }]));
    expect(await screen.findByText(/desactivada: ya no se ve en la tienda/)).toBeInTheDocument();
  });

  it('the down button calls moveCategory', async () => {
    const move = spy(MoveCategoryDocument, 'moveCategory', {
      __typename: 'AdminCategoriesResult',
      status: true,
      message: 'Categoría «Frutas» movida.',
      categories: [verduras, frutas, temporada],
    });
    renderWithProviders(<CategoriesPage />, { mocks: [listMock(), move.mock] });
    fireEvent.click(await screen.findByLabelText(MESSAGES.adminCategories.moveDown('Frutas')));
    await waitFor(() => expect(move.sent).toEqual([{ id: 'c1', direction: 'DOWN' }]));
    expect(await screen.findByText('Categoría «Frutas» movida.')).toBeInTheDocument();
  });
});
