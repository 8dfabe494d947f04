import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES, orderColumns, PAGE_SIZE_DEFAULT, ROUTES, selectedOrderId } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { MyOrdersDocument, type OrderStatus } from '../../generated/graphql';
import MyOrdersPage from './my-orders-page';

const FIRST = { requestedPage: 'FIRST', nPerPage: PAGE_SIZE_DEFAULT };

function row(id: string, number: string, status: OrderStatus, total: number, window: string | null) {
  return {
    __typename: 'Order',
    id,
    number,
    status,
    paymentDeclined: false,
    // 03:30 UTC on the 22nd is still the evening of the 21st in Mexico City.
    createdAt: '2026-11-22T03:30:00.000Z',
    deliveryWindow: window && { __typename: 'OrderDeliveryWindow', label: window },
    totals: { __typename: 'OrderTotals', total },
    lines: [
      { __typename: 'OrderLine', quantity: 2 },
      { __typename: 'OrderLine', quantity: 1 },
    ],
  };
}

function listMock(
  page: Record<string, unknown>,
  orders: ReturnType<typeof row>[],
  position: { pageNum: number; totalPags: number },
) {
  return {
    request: { query: MyOrdersDocument, variables: { page } },
    result: {
      data: {
        myOrders: {
          __typename: 'OrdersResult',
          status: true,
          message: 'ok',
          paginationRes: {
            __typename: 'PaginationRes',
            pageNum: position.pageNum,
            startValue: orders[0]?.createdAt ?? null,
            endValue: orders.at(-1)?.createdAt ?? null,
            startId: orders[0]?.id ?? null,
            endId: orders.at(-1)?.id ?? null,
            hasPrev: position.pageNum > 0,
            hasNext: position.pageNum + 1 < position.totalPags,
            totalDocs: orders.length,
            totalPags: position.totalPags,
          },
          orders,
        },
      },
    },
  };
}

const WINDOW = 'sábado, 28 de noviembre, 09:00 a 12:00';

/** Mis compras, with orderdet beside it (where "Ver detalle" leads). */
const ORDER_PAGES = (
  <Routes>
    <Route path={ROUTES.orders} element={<MyOrdersPage />} />
    <Route path={ROUTES.orderDetail} element={<p>detalle del pedido</p>} />
  </Routes>
);

const renderPage = (mocks: unknown[]) =>
  renderWithProviders(ORDER_PAGES, { path: ROUTES.orders, mocks: mocks as never });

describe('MyOrdersPage (orders): the shared order list in the kit', () => {
  afterEach(() => sessionStorage.clear());

  it('shows a skeleton, then the columns, one row per order with state, window, units and total; no antd', async () => {
    const { container } = renderPage([
      listMock(FIRST, [row('o2', 'DC-000002', 'SHIPPED', 1234.5, WINDOW), row('o1', 'DC-000001', 'PAID', 89, null)], {
        pageNum: 0,
        totalPags: 1,
      }),
    ]);
    expect(screen.getByRole('status', { name: MESSAGES.busy.loading })).toBeInTheDocument();
    // The line under the heading is there while the list loads and after (the server's frame draws it too).
    expect(screen.getByText(MESSAGES.orders.intro)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: MESSAGES.orders.title });
    expect(screen.getByText(MESSAGES.orders.intro)).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(orderColumns('shopper').map((column) => column.title));
    const shipped = screen.getByRole('row', { name: /DC-000002/ });
    expect(within(shipped).getByText(MESSAGES.orders.statuses.SHIPPED)).toBeInTheDocument();
    expect(within(shipped).getByText(WINDOW)).toBeInTheDocument();
    expect(within(shipped).getByText('3')).toBeInTheDocument();
    expect(within(shipped).getByTestId('order-total')).toHaveTextContent('$1,234.50');
    expect(within(shipped).getByText(/^21 nov 2026/)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /DC-000001/ })).getByText('—')).toBeInTheDocument();
    expect(screen.getByTestId('paging-position')).toHaveTextContent('Página 1 de 1');
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('"Página 1 de 2" with a last page; "Última" asks the API for the LAST page', async () => {
    renderPage([
      listMock(FIRST, [row('o3', 'DC-000003', 'PAID', 50, null)], { pageNum: 0, totalPags: 2 }),
      listMock(
        { requestedPage: 'LAST', nPerPage: PAGE_SIZE_DEFAULT, pageNum: 0 },
        [row('o1', 'DC-000001', 'PAID', 89, null)],
        {
          pageNum: 1,
          totalPags: 2,
        },
      ),
    ]);
    await screen.findByText('DC-000003');
    expect(screen.getByTestId('paging-position')).toHaveTextContent('Página 1 de 2');
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.pagePrev })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.catalogue.pageLast }));
    await screen.findByText('DC-000001');
    expect(screen.getByTestId('paging-position')).toHaveTextContent('Página 2 de 2');
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.pageLast })).toBeDisabled();
  });

  it('"Ver detalle" keeps the order in the tab and opens orderdet without an id in the path', async () => {
    renderPage([listMock(FIRST, [row('o1', 'DC-000001', 'PAID', 89, null)], { pageNum: 0, totalPags: 1 })]);
    fireEvent.click(await screen.findByRole('button', { name: `${MESSAGES.orders.view} DC-000001` }));
    expect(await screen.findByText('detalle del pedido')).toBeInTheDocument();
    expect(selectedOrderId('shopper')).toBe('o1');
  });

  it('no orders: the empty text and a way to the shop', async () => {
    renderPage([listMock(FIRST, [], { pageNum: 0, totalPags: 0 })]);
    expect(await screen.findByText(MESSAGES.orders.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.checkout.goShopping })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
