import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES, PAGE_SIZE_DEFAULT } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import {
  AdminProductsDocument,
  SetProductActiveDocument,
  type AdminProductsQueryVariables,
} from '../../generated/graphql';
import ProductsPage from './products-page';
import { categoriesMock, product } from './products-test-fixtures';

const text = MESSAGES.adminProducts;
const fresa = product({ id: 'p1', name: 'Fresa', base: 40, discount: 25, stock: 5 });
const manzana = product({ id: 'p2', name: 'Manzana', base: 32.5, stock: 80 });
const zanahoria = product({ id: 'p3', name: 'Zanahoria', categoryId: 'c2', stock: 0, imageUrl: null });
const uva = product({ id: 'p4', name: 'Uva', base: 70, stock: 30, isActive: false });

const FIRST = { requestedPage: 'FIRST', nPerPage: PAGE_SIZE_DEFAULT };

function paging(pageNum: number, rows: { id: string; name: string }[], hasNext: boolean) {
  return {
    __typename: 'PaginationRes',
    pageNum,
    nPerPage: PAGE_SIZE_DEFAULT,
    cursorField: 'name',
    startValue: rows[0]?.name ?? null,
    endValue: rows.at(-1)?.name ?? null,
    startId: rows[0]?.id ?? null,
    endId: rows.at(-1)?.id ?? null,
    isSortAsc: true,
    isShowTotals: true,
    hasPrev: pageNum > 0,
    hasNext,
    totalDocs: 12,
    totalPags: 2,
  };
}

/** A fake API for adminProducts: page 1 (three rows) or, after NEXT, page 2; every request logged. */
function productsServer(answer?: (variables: AdminProductsQueryVariables) => object) {
  const sent: AdminProductsQueryVariables[] = [];
  const serve = (variables: AdminProductsQueryVariables) => {
    const second = variables.page?.requestedPage === 'NEXT';
    const rows = second ? [uva] : [fresa, manzana, zanahoria];
    const body = answer?.(variables) ?? {
      __typename: 'AdminProductsResult',
      status: true,
      message: 'ok',
      paginationRes: paging(second ? 1 : 0, rows, !second),
      products: rows,
    };
    return { data: { adminProducts: body } };
  };
  const mock = {
    request: { query: AdminProductsDocument, variables: () => true },
    result: (variables: AdminProductsQueryVariables) => {
      sent.push(variables);
      return serve(variables);
    },
    maxUsageCount: 50,
  };
  return { mock, sent };
}

function renderList(mocks: object[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/prods" element={<ProductsPage />} />
      <Route path="/admin/product/:id" element={<p>formulario de producto</p>} />
    </Routes>,
    { path: '/admin/prods', mocks: [categoriesMock(), ...(mocks as never[])] },
  );
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;

describe('ProductsPage', () => {
  // jsdom has no pseudo-element styles; antd's table asks for them when it measures the scrollbar.
  const getComputedStyle = window.getComputedStyle.bind(window);
  beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element)));
  afterAll(() => jest.restoreAllMocks());

  it('shows the busy message, then each product with picture, category, prices, stock and state', async () => {
    const server = productsServer();
    renderList([server.mock]);
    expect(screen.getByRole('status', { name: MESSAGES.busy.loading })).toHaveTextContent(MESSAGES.busy.loading);
    expect(await screen.findByText('Fresa', { selector: 'td' })).toBeInTheDocument();
    expect(server.sent[0]).toEqual({ page: FIRST, categoryId: null, search: null });

    const fresaRow = rowOf('Fresa');
    expect(within(fresaRow).getByText('Frutas')).toBeInTheDocument();
    expect(within(fresaRow).getByText('$30.00')).toBeInTheDocument();
    expect(within(fresaRow).getByText('$40.00').closest('s')).not.toBeNull();
    expect(within(fresaRow).getByText('-25%')).toBeInTheDocument();
    expect(within(fresaRow).getByText(text.lowStock)).toBeInTheDocument();
    expect(fresaRow.querySelector('img')).toHaveAttribute('src', 'http://api.test/images/products/p1.webp');
    expect(within(fresaRow).getByRole('link', { name: text.editLabel('Fresa') })).toHaveAttribute(
      'href',
      '/admin/product/p1',
    );

    const manzanaRow = rowOf('Manzana');
    expect(within(manzanaRow).getByText('$32.50')).toBeInTheDocument();
    expect(manzanaRow.querySelector('s')).toBeNull();
    expect(within(manzanaRow).queryByText(text.lowStock)).not.toBeInTheDocument();
    fireEvent.error(manzanaRow.querySelector('img')!);
    expect(manzanaRow.querySelector('img')).toBeNull();

    const zanahoriaRow = rowOf('Zanahoria');
    expect(within(zanahoriaRow).getByText('Verduras')).toBeInTheDocument();
    expect(within(zanahoriaRow).getByText(MESSAGES.catalogue.outOfStock)).toBeInTheDocument();
    expect(zanahoriaRow.querySelector('img')).toBeNull();
    expect(within(zanahoriaRow).getByRole('switch', { name: text.activeSwitch('Zanahoria') })).toBeChecked();

    expect(screen.getByTestId('products-total')).toHaveTextContent('12 productos');
    expect(screen.getByTestId('paging-position')).toHaveTextContent('Página 1 de 2');
  });

  it('Siguiente echoes the cursors of the page shown; Anterior and Primera come alive', async () => {
    const server = productsServer();
    renderList([server.mock]);
    await screen.findByText('Fresa', { selector: 'td' });
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.pagePrev })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.catalogue.pageNext }));
    expect(await screen.findByText('Uva', { selector: 'td' })).toBeInTheDocument();
    expect(server.sent.at(-1)).toEqual({
      page: {
        requestedPage: 'NEXT',
        pageNum: 0,
        nPerPage: PAGE_SIZE_DEFAULT,
        cursorField: 'name',
        startValue: 'Fresa',
        endValue: 'Zanahoria',
        startId: 'p1',
        endId: 'p3',
        isSortAsc: true,
        isShowTotals: true,
      },
      categoryId: null,
      search: null,
    });
    expect(screen.getByTestId('paging-position')).toHaveTextContent('Página 2 de 2');
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.pageFirst })).toBeEnabled();
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.pageLast })).toBeDisabled();
    expect(within(rowOf('Uva')).getByRole('switch')).not.toBeChecked();
  });

  it('the search box and the category filter ask again from the first page', async () => {
    const server = productsServer();
    renderList([server.mock]);
    await screen.findByText('Fresa', { selector: 'td' });
    const search = screen.getByLabelText(text.searchLabel);
    fireEvent.change(search, { target: { value: '  fresa ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.sent.at(-1)).toEqual({ page: FIRST, categoryId: null, search: 'fresa' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: text.categoryFilter }));
    fireEvent.click((await screen.findAllByText('Verduras')).at(-1)!);
    await waitFor(() => expect(server.sent.at(-1)).toEqual({ page: FIRST, categoryId: 'c2', search: 'fresa' }));
  });

  it('the active switch calls setProductActive, shows the answer and reloads the page', async () => {
    const server = productsServer();
    const changes: unknown[] = [];
    const setActive = {
      request: { query: SetProductActiveDocument, variables: () => true },
      result: (variables: object) => {
        changes.push(variables);
        const message = 'Producto «Fresa» desactivado: ya no se ve en la tienda.';
        const answer = {
          __typename: 'AdminProductResult',
          status: true,
          message,
          product: { ...fresa, isActive: false },
        };
        return { data: { setProductActive: answer } };
      },
    };
    renderList([server.mock, setActive]);
    await screen.findByText('Fresa', { selector: 'td' });
    const loads = server.sent.length;
    fireEvent.click(screen.getByRole('switch', { name: text.activeSwitch('Fresa') }));
    expect(await screen.findByText('Producto «Fresa» desactivado: ya no se ve en la tienda.')).toBeInTheDocument();
    expect(changes).toEqual([{ id: 'p1', isActive: false }]);
    await waitFor(() => expect(server.sent.length).toBeGreaterThan(loads));
  });

  it('says so when nothing matches', async () => {
    const server = productsServer(() => ({
      __typename: 'AdminProductsResult',
      status: true,
      message: 'ok',
      paginationRes: { ...paging(0, [], false), totalDocs: 0, totalPags: 0 },
      products: [],
    }));
    renderList([server.mock]);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.getByTestId('paging-position')).toHaveTextContent('Página 1 de 1');
  });

  it('shows a failed load with a retry button, and an API refusal with its message', async () => {
    const failing = { request: { query: AdminProductsDocument, variables: () => true }, error: new Error('down') };
    const view = renderList([failing]);
    expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.retry })).toBeInTheDocument();
    view.unmount();

    const refusal = 'Esta operación requiere una cuenta de administrador.';
    const server = productsServer(() => ({
      __typename: 'AdminProductsResult',
      status: false,
      message: refusal,
      paginationRes: null,
      products: [],
    }));
    renderList([server.mock]);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('"Nuevo producto" opens the empty form at /admin/product/new', async () => {
    renderList([productsServer().mock]);
    fireEvent.click(await screen.findByRole('button', { name: text.add }));
    expect(await screen.findByText('formulario de producto')).toBeInTheDocument();
  });
});
