import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES, PAGE_SIZE_DEFAULT, ROUTES, selectedOrderId } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { AdminOrdersDocument, type OrderStatus } from '../../generated/graphql';
import OrdersPage from './orders-page';

const text = MESSAGES.adminOrders;
const FIRST = { requestedPage: 'FIRST', nPerPage: PAGE_SIZE_DEFAULT };

function row(id: string, number: string, status: OrderStatus, total: number, paymentDeclined = false) {
  return {
    __typename: 'Order',
    id,
    number,
    status,
    paymentDeclined,
    // 03:30 UTC on the 22nd is still the evening of the 21st in Mexico City.
    createdAt: '2026-11-22T03:30:00.000Z',
    customer: { __typename: 'OrderCustomer', id: 'u1', name: 'Ana Pérez', email: 'ana@example.com' },
    totals: { __typename: 'OrderTotals', total },
  };
}

function listMock(
  variables: { status: OrderStatus | null; from: string | null; to: string | null; paymentDeclined?: boolean },
  orders: ReturnType<typeof row>[],
  hasNext = false,
) {
  return {
    request: { query: AdminOrdersDocument, variables: { page: FIRST, paymentDeclined: false, ...variables } },
    result: {
      data: {
        adminOrders: {
          __typename: 'OrdersResult',
          status: true,
          message: 'ok',
          paginationRes: {
            __typename: 'PaginationRes',
            pageNum: 0,
            startValue: orders[0]?.createdAt ?? null,
            endValue: orders.at(-1)?.createdAt ?? null,
            startId: orders[0]?.id ?? null,
            endId: orders.at(-1)?.id ?? null,
            hasPrev: false,
            hasNext,
            totalDocs: orders.length,
            totalPags: hasNext ? 2 : 1,
          },
          orders,
        },
      },
    },
  };
}

const NO_FILTER = { status: null, from: null, to: null };

function renderPage(mocks: unknown[]) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.adminOrders} element={<OrdersPage />} />
      <Route path={ROUTES.adminOrderDetail} element={<p>detalle del pedido</p>} />
    </Routes>,
    { path: ROUTES.adminOrders, mocks: mocks as never },
  );
}

describe('OrdersPage (custorders)', () => {
  // jsdom has no pseudo-element styles; antd asks for them.
  const getComputedStyle = window.getComputedStyle.bind(window);
  beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element)));
  afterAll(() => jest.restoreAllMocks());
  afterEach(() => sessionStorage.clear());

  it('shows the loading skeleton, then one row per order with number, customer, state and total', async () => {
    renderPage([
      listMock(NO_FILTER, [row('o2', 'DC-000002', 'PREPARING', 1234.5), row('o1', 'DC-000001', 'PAID', 89)], true),
    ]);
    expect(screen.getByLabelText(MESSAGES.busy.loading)).toBeInTheDocument();
    const first = (await screen.findByText('DC-000002')).closest('tr')!;
    expect(within(first).getByText('Ana Pérez')).toBeInTheDocument();
    expect(within(first).getByText(MESSAGES.orders.statuses.PREPARING)).toBeInTheDocument();
    expect(within(first).getByTestId('order-total')).toHaveTextContent('1,234.50');
    expect(within(first).getByText(/^21 nov 2026/)).toBeInTheDocument();
    const second = screen.getByText('DC-000001').closest('tr')!;
    expect(within(second).getByText(MESSAGES.orders.statuses.PAID)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.pageNext })).toBeEnabled();
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.pagePrev })).toBeDisabled();
    // "Página x de y" and a last page, as products and users.
    expect(screen.getByTestId('paging-position')).toHaveTextContent(MESSAGES.catalogue.pagePosition(1, 2));
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.pageLast })).toBeEnabled();
  });

  it('the state filter asks the API again with that status, from the first page', async () => {
    renderPage([
      listMock(NO_FILTER, [row('o2', 'DC-000002', 'PREPARING', 50), row('o1', 'DC-000001', 'PAID', 89)]),
      listMock({ status: 'PAID', from: null, to: null }, [row('o1', 'DC-000001', 'PAID', 89)]),
    ]);
    await screen.findByText('DC-000002');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: text.filterStatus }));
    const options = await screen.findAllByText(MESSAGES.orders.statuses.PAID);
    fireEvent.click(options.at(-1)!);
    await screen.findByText(text.totalCount(1));
    expect(screen.queryByText('DC-000002')).not.toBeInTheDocument();
    expect(screen.getByText('DC-000001')).toBeInTheDocument();
  });

  it('"Pago rechazado" lists the declined payment attempts apart, tagged as such (not "Cancelado")', async () => {
    renderPage([
      listMock(NO_FILTER, [row('o1', 'DC-000001', 'PAID', 89)]),
      listMock({ ...NO_FILTER, paymentDeclined: true }, [row('o9', 'DC-000002', 'CANCELLED', 40, true)]),
    ]);
    await screen.findByText('DC-000001');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: text.filterStatus }));
    fireEvent.click(await screen.findByText(text.paymentDeclined));
    const attempt = (await screen.findByText('DC-000002')).closest('tr')!;
    expect(within(attempt).getByText(text.paymentDeclined)).toBeInTheDocument();
    expect(within(attempt).queryByText(MESSAGES.orders.statuses.CANCELLED)).not.toBeInTheDocument();
    expect(screen.queryByText('DC-000001')).not.toBeInTheDocument();
  });

  it('the date range asks the API for those days (YYYY-MM-DD)', async () => {
    renderPage([
      listMock(NO_FILTER, [row('o2', 'DC-000002', 'PREPARING', 50), row('o1', 'DC-000001', 'PAID', 89)]),
      listMock({ status: null, from: '2026-11-01', to: '2026-11-21' }, [row('o2', 'DC-000002', 'PREPARING', 50)]),
    ]);
    await screen.findByText('DC-000001');
    const from = screen.getByPlaceholderText(text.dateFrom);
    const to = screen.getByPlaceholderText(text.dateTo);
    fireEvent.mouseDown(from);
    fireEvent.focus(from);
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.mouseDown(to);
    fireEvent.focus(to);
    fireEvent.change(to, { target: { value: '2026-11-21' } });
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText(text.totalCount(1));
    expect(screen.queryByText('DC-000001')).not.toBeInTheDocument();
  });

  it('"Ver" keeps the order in the tab and opens custorderdet without an id in the path', async () => {
    renderPage([listMock(NO_FILTER, [row('o1', 'DC-000001', 'PAID', 89)])]);
    fireEvent.click(await screen.findByRole('button', { name: `${text.view} DC-000001` }));
    expect(await screen.findByText('detalle del pedido')).toBeInTheDocument();
    expect(selectedOrderId('admin')).toBe('o1');
  });

  it('a failed load shows the spec message', async () => {
    renderPage([
      {
        request: { query: AdminOrdersDocument, variables: { page: FIRST, paymentDeclined: false, ...NO_FILTER } },
        error: new Error('down'),
      },
    ]);
    expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
