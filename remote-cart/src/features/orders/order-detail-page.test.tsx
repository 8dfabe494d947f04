import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import { formatDateTime, MESSAGES, rememberSelectedOrder as remember } from 'shared';
import { TEST_ORDER_ADDRESS, TEST_ORDER_LINE, TEST_ORDER_TOTALS } from 'shared/src/testing/order-fixtures';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { CancelMyOrderDocument, MyOrderDocument, type OrderStatus } from '../../generated/graphql';
import OrderDetailPage from './order-detail-page';

const rememberSelectedOrder = (id: string) => remember('shopper', id);

const text = MESSAGES.orders;

function order(status: OrderStatus, refundedAt: string | null = null) {
  return {
    __typename: 'Order',
    id: 'o1',
    number: 'DC-000007',
    status,
    // 03:30 UTC on the 22nd is still the evening of the 21st in Mexico City.
    createdAt: '2026-11-22T03:30:00.000Z',
    cardBrand: 'visa',
    cardLast4: '4242',
    refundedAt,
    phone: '3336142020',
    deliveryNote: null as string | null,
    lines: [TEST_ORDER_LINE],
    totals: TEST_ORDER_TOTALS,
    address: TEST_ORDER_ADDRESS,
  };
}

const myOrderMock = (status: OrderStatus) => ({
  request: { query: MyOrderDocument, variables: { id: 'o1' } },
  result: { data: { myOrder: { __typename: 'OrderResult', status: true, message: '', order: order(status) } } },
});

const cancelMock = (answer: { status: boolean; message: string; order: ReturnType<typeof order> }) => ({
  request: { query: CancelMyOrderDocument, variables: { id: 'o1' } },
  result: { data: { cancelMyOrder: { __typename: 'OrderResult', ...answer } } },
});

const cancelledMessage = 'Pedido DC-000007 cancelado. Devolvimos el importe a tu tarjeta.';

describe('OrderDetailPage: cancel', () => {
  // sweetalert2 scrolls the page back where it was when its dialog closes; jsdom has no scrolling.
  beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());
  beforeEach(() => rememberSelectedOrder('o1'));
  afterEach(() => {
    Swal.close();
    sessionStorage.clear();
  });

  it('asks for confirmation, cancels a PAID order and shows the message and the new state at once (no cache)', async () => {
    renderWithProviders(<OrderDetailPage />, {
      siteFetchPolicies: true,
      mocks: [
        myOrderMock('PAID'),
        cancelMock({ status: true, message: cancelledMessage, order: order('CANCELLED', '2026-11-21T11:00:00.000Z') }),
      ] as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: text.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(text.cancelConfirmTitle).length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: text.cancelConfirmOk }));
    expect(await screen.findByText(cancelledMessage)).toBeInTheDocument();
    expect(await screen.findByText(text.statuses.CANCELLED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: text.cancel })).not.toBeInTheDocument());
    expect(screen.getByText(/Reembolsado el/)).toBeInTheDocument();
  });

  it('keeping the order sends nothing', async () => {
    renderWithProviders(<OrderDetailPage />, {
      siteFetchPolicies: true,
      mocks: [myOrderMock('PAID')] as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: text.cancel }));
    fireEvent.click(await screen.findByRole('button', { name: text.cancelConfirmKeep }));
    await waitFor(() => expect(screen.queryAllByText(text.cancelConfirmTitle)).toHaveLength(0));
    expect(screen.getByText(text.statuses.PAID)).toBeInTheDocument();
  });

  it('shows the refusal of the API and keeps the state it answers', async () => {
    const refusal = 'Este pedido ya no se puede cancelar: está «En preparación».';
    renderWithProviders(<OrderDetailPage />, {
      siteFetchPolicies: true,
      mocks: [myOrderMock('PAID'), cancelMock({ status: false, message: refusal, order: order('PREPARING') })] as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: text.cancel }));
    fireEvent.click(await screen.findByRole('button', { name: text.cancelConfirmOk }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(await screen.findByText(text.statuses.PREPARING)).toBeInTheDocument();
  });

  it('no cancel button once the order is in preparation', async () => {
    renderWithProviders(<OrderDetailPage />, {
      siteFetchPolicies: true,
      mocks: [myOrderMock('PREPARING')] as never,
    });
    expect(await screen.findByText(text.statuses.PREPARING)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.cancel })).not.toBeInTheDocument();
  });
});

describe('OrderDetailPage: what it says while the order loads', () => {
  beforeEach(() => rememberSelectedOrder('o1'));
  afterEach(() => sessionStorage.clear());

  it('the intro under the heading stays from the skeleton to the order (the server frame draws it too)', async () => {
    renderWithProviders(<OrderDetailPage />, { siteFetchPolicies: true, mocks: [myOrderMock('PAID')] as never });
    expect(screen.getByRole('status', { name: MESSAGES.busy.loading })).toBeInTheDocument();
    expect(screen.getByText(text.detailIntro)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: text.detailTitle('DC-000007') })).toBeInTheDocument();
    expect(screen.getByText(text.detailIntro)).toBeInTheDocument();
  });
});

describe('OrderDetailPage: dates', () => {
  beforeEach(() => rememberSelectedOrder('o1'));
  afterEach(() => sessionStorage.clear());

  it('shows the order date on the Mexico City day, in the shop format', async () => {
    renderWithProviders(<OrderDetailPage />, { siteFetchPolicies: true, mocks: [myOrderMock('PAID')] as never });
    expect(await screen.findByText(formatDateTime('2026-11-22T03:30:00.000Z'))).toBeInTheDocument();
    expect(screen.getByText(/^21 nov 2026/)).toBeInTheDocument();
  });
});

describe('OrderDetailPage: the receipt (issue 29)', () => {
  beforeEach(() => rememberSelectedOrder('o1'));
  afterEach(() => sessionStorage.clear());

  it('shows the contact phone and the card brand as written ("Visa"), no upsell and no zero discount', async () => {
    renderWithProviders(<OrderDetailPage />, {
      mocks: [
        {
          request: { query: MyOrderDocument, variables: { id: 'o1' } },
          result: {
            data: {
              myOrder: {
                __typename: 'OrderResult',
                status: true,
                message: '',
                order: {
                  ...order('PAID'),
                  totals: { ...TEST_ORDER_TOTALS, discount: 0, shipping: 49, freeShippingFrom: 500 },
                  deliveryNote: 'Tocar el timbre <b>2</b>, dejar con el portero',
                },
              },
            },
          },
        },
      ] as never,
    });
    expect(await screen.findByText('33 3614 2020')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.checkout.phone)).toBeInTheDocument();
    expect(screen.getByText('Pagado con Visa terminada en 4242')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.checkout.discount)).not.toBeInTheDocument();
    expect(screen.queryByText(/Envío gratis en compras desde/)).not.toBeInTheDocument();
    // The note typed at checkout, as text (never markup).
    expect(screen.getByText(text.deliveryNote)).toBeInTheDocument();
    expect(screen.getByText('Tocar el timbre <b>2</b>, dejar con el portero')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('order-line'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nopal', '2 kg', '$20.00', '$40.00']);
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('$49.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$89.00');
  });
});
