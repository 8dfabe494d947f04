import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES, rememberSelectedOrder as remember, ROUTES } from 'shared';
import { TEST_ORDER_ADDRESS } from 'shared/src/testing/order-fixtures';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { AdminOrderDocument, type OrderStatus, UpdateOrderStatusDocument } from '../../generated/graphql';
import AdminOrderDetailPage from './order-detail-page';

const rememberSelectedOrder = (id: string) => remember('admin', id);

const text = MESSAGES.adminOrders;
const statuses = MESSAGES.orders.statuses;

function order(status: OrderStatus, deliveryNote: string | null = null) {
  return {
    __typename: 'Order',
    id: 'o1',
    number: 'DC-000007',
    status,
    paymentDeclined: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    cardBrand: 'visa',
    cardLast4: '4242',
    refundedAt: null,
    customer: { __typename: 'OrderCustomer', id: 'u1', name: 'Ana Pérez', email: 'ana@example.com' },
    lines: [
      {
        __typename: 'OrderLine',
        productId: 'p1',
        name: 'Nopal',
        unit: 'kg',
        quantity: 2,
        unitPrice: 20,
        discountPercentage: 0,
        lineTotal: 40,
      },
    ],
    totals: { __typename: 'OrderTotals', subtotal: 40, discount: 0, tax: 0, shipping: 49, total: 89 },
    address: TEST_ORDER_ADDRESS,
    phone: '3336142020',
    deliveryNote,
  };
}

const change = (from: OrderStatus, to: OrderStatus, changedBy: string | null) => ({
  __typename: 'OrderStatusChange',
  from,
  to,
  changedBy,
  changedAt: '2026-11-21T11:00:00.000Z',
});

function detailMock(
  status: OrderStatus,
  allowedTransitions: OrderStatus[],
  history = [change('PENDING_PAYMENT', 'PAID', null)],
  deliveryNote: string | null = null,
) {
  return {
    request: { query: AdminOrderDocument, variables: { id: 'o1' } },
    result: {
      data: {
        adminOrder: {
          __typename: 'AdminOrderResult',
          status: true,
          message: 'ok',
          allowedTransitions,
          history,
          order: order(status, deliveryNote),
        },
      },
    },
  };
}

function updateMock(status: OrderStatus, message: string, ok = true) {
  const fn = jest.fn(() => ({
    data: {
      updateOrderStatus: {
        __typename: 'OrderResult',
        status: ok,
        message,
        order: { __typename: 'Order', id: 'o1', status: ok ? status : 'PAID' },
      },
    },
  }));
  return { mock: { request: { query: UpdateOrderStatusDocument, variables: { id: 'o1', status } }, result: fn }, fn };
}

function renderPage(mocks: unknown[]) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.adminOrderDetail} element={<AdminOrderDetailPage />} />
      <Route path={ROUTES.adminOrders} element={<p>lista de pedidos</p>} />
    </Routes>,
    { path: ROUTES.adminOrderDetail, mocks: mocks as never },
  );
}

describe('AdminOrderDetailPage (custorderdet)', () => {
  const getComputedStyle = window.getComputedStyle.bind(window);
  beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element)));
  afterAll(() => jest.restoreAllMocks());
  beforeEach(() => rememberSelectedOrder('o1'));
  afterEach(() => {
    Modal.destroyAll();
    sessionStorage.clear();
  });

  it('without a chosen order goes back to the list', async () => {
    sessionStorage.clear();
    renderPage([]);
    expect(await screen.findByText('lista de pedidos')).toBeInTheDocument();
  });

  it('shows lines, totals, address, payment, history and only the allowed transitions', async () => {
    renderPage([
      detailMock(
        'PREPARING',
        ['SHIPPED', 'CANCELLED'],
        [change('PENDING_PAYMENT', 'PAID', null), change('PAID', 'PREPARING', 'Admin Del Campo')],
      ),
    ]);
    expect(await screen.findByText(text.detailTitle('DC-000007'))).toBeInTheDocument();
    expect(screen.getByText('Nopal')).toBeInTheDocument();
    expect(screen.getByText(text.card('visa', '4242'))).toBeInTheDocument();
    expect(screen.getByText(/Av\. Juárez 100/)).toBeInTheDocument();
    expect(screen.getByText('Ana Pérez · ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '33 3614 2020' })).toHaveAttribute('href', 'tel:+523336142020');
    const entries = screen.getAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toHaveTextContent(
      `${statuses.PAID} → ${statuses.PREPARING} ${text.changedBy('Admin Del Campo')}`,
    );
    expect(entries[0]).toHaveTextContent(text.bySystem);
    expect(screen.getByRole('button', { name: text.moveTo(statuses.SHIPPED) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.cancelOrder })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.moveTo(statuses.DELIVERED) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.moveTo(statuses.PREPARING) })).not.toBeInTheDocument();
  });

  it('a final state shows no buttons', async () => {
    renderPage([detailMock('DELIVERED', [])]);
    expect(await screen.findByText(text.noActions)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.cancelOrder })).not.toBeInTheDocument();
  });

  it('a transition calls updateOrderStatus, shows the answer and reloads the order', async () => {
    const moved = 'Pedido DC-000007: ahora está «En preparación».';
    const update = updateMock('PREPARING', moved);
    renderPage([
      detailMock('PAID', ['PREPARING', 'CANCELLED']),
      update.mock,
      detailMock(
        'PREPARING',
        ['SHIPPED', 'CANCELLED'],
        [change('PENDING_PAYMENT', 'PAID', null), change('PAID', 'PREPARING', 'Admin Del Campo')],
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: text.moveTo(statuses.PREPARING) }));
    expect(await screen.findByText(MESSAGES.busy.saving)).toBeInTheDocument();
    expect(await screen.findByText(moved)).toBeInTheDocument();
    expect(update.fn).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: text.moveTo(statuses.SHIPPED) })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(2));
  });

  it('"Cancelar pedido" comes after the items; its dialog says the payment will be refunded, then cancels; the refusal of the API is shown', async () => {
    const refusal = 'No pudimos reembolsar el pago, así que el pedido sigue como estaba.';
    const update = updateMock('CANCELLED', refusal, false);
    renderPage([
      detailMock('PAID', ['PREPARING', 'CANCELLED']),
      update.mock,
      detailMock('PAID', ['PREPARING', 'CANCELLED']),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: text.cancelOrder }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(text.cancelConfirmTitle('DC-000007')).length).toBeGreaterThan(0);
    expect(
      within(dialog).getByText(/Se reembolsará el pago de \$\s?89\.00 a la tarjeta del cliente/),
    ).toBeInTheDocument();
    expect(update.fn).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: text.confirmOk }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(update.fn).toHaveBeenCalledTimes(1);
  });

  it('"Cancelar pedido" sits after the items and their totals, not before them', async () => {
    renderPage([detailMock('PAID', ['PREPARING', 'CANCELLED'])]);
    const cancel = await screen.findByRole('button', { name: text.cancelOrder });
    expect(screen.queryByRole('button', { name: /reembolsar/i })).not.toBeInTheDocument();
    const items = screen.getByRole('heading', { name: text.lines });
    const total = screen.getByText('$89.00');
    expect(items.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(total.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an order never charged is cancelled with a dialog that says there is no payment to refund', async () => {
    renderPage([detailMock('PENDING_PAYMENT', ['PAID', 'CANCELLED'])]);
    fireEvent.click(await screen.findByRole('button', { name: text.cancelOrder }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(text.cancelConfirmUnpaid)).toBeInTheDocument();
  });

  it("shows the customer's delivery note as text, never as markup", async () => {
    const note = 'Tocar el timbre <b>2</b> y dejar con el portero';
    renderPage([detailMock('PAID', ['PREPARING', 'CANCELLED'], undefined, note)]);
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByText(text.deliveryNote)).toBeInTheDocument();
    expect(document.querySelector('.admin-order-detail b')).toBeNull();
  });

  it('an order without a note shows no notes row', async () => {
    renderPage([detailMock('PAID', ['PREPARING', 'CANCELLED'])]);
    await screen.findByText('Nopal');
    expect(screen.queryByText(text.deliveryNote)).not.toBeInTheDocument();
  });
});
