import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CHECKOUT_LIMITS, createAppStore, fieldMessage, itemSet, MESSAGES, RULE_MESSAGES, type CartItem } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import {
  DeliveryWindowsDocument,
  MyLastOrderPhoneDocument,
  PlaceOrderDocument,
  QuoteCartDocument,
} from '../../generated/graphql';
import CheckoutPage from './checkout-page';

const nopal: CartItem = {
  id: 'p1',
  name: 'Nopal',
  imageUrl: '-',
  quantity: 2,
  basePrice: 20,
  discountPerc: 0,
  finalPrice: 20,
  total: 40,
  stock: 50,
  maxPerOrder: 10,
};

const line = {
  __typename: 'OrderLine',
  productId: 'p1',
  name: 'Nopal',
  unit: 'kg',
  imageUrl: null,
  quantity: 2,
  unitBasePrice: 20,
  discountPercentage: 0,
  unitPrice: 20,
  lineTotal: 40,
};
const totals = {
  __typename: 'OrderTotals',
  subtotal: 40,
  discount: 0,
  tax: 0,
  shipping: 49,
  total: 89,
  freeShippingFrom: 500,
};

const cartLines = [{ productId: 'p1', quantity: 2 }];
const zone = { __typename: 'DeliveryZone', fee: 49, freeShippingFrom: 500, minimumOrder: 0 };
interface QuoteFields {
  status: boolean;
  message: string;
  totals: typeof totals;
  deliveryZone?: typeof zone | null;
  missingForMinimum?: number;
}
/** The cart's quote; with `postalCode`, only for that code (the checkout asks again once it has 5 digits). */
const quoteAnswer = (answer: QuoteFields, postalCode?: string) => ({
  request: {
    query: QuoteCartDocument,
    variables: postalCode ? { lines: cartLines, postalCode } : () => true,
  },
  result: {
    data: {
      quoteCart: {
        __typename: 'CartQuote',
        lines: [line],
        problems: [],
        deliveryZone: answer.status ? zone : null,
        missingForMinimum: 0,
        ...answer,
      },
    },
  },
  maxUsageCount: 10,
});
const quoteMock = quoteAnswer({ status: true, message: '', totals });
/** 12345's quote: outside every zone. */
const outside = quoteAnswer(
  { status: false, message: 'Por ahora no entregamos en el C.P. 12345', totals: { ...totals, shipping: 0, total: 40 } },
  '12345',
);

const sent: unknown[] = [];
const placeMock = {
  request: {
    query: PlaceOrderDocument,
    variables: (variables: unknown) => {
      sent.push(variables);
      return true;
    },
  },
  result: {
    data: {
      placeOrder: {
        __typename: 'PlaceOrderResult',
        status: true,
        message: 'Pedido confirmado',
        code: null,
        field: null,
        problems: [],
        order: {
          __typename: 'Order',
          id: 'o1',
          number: 'DC-000007',
          status: 'PAID',
          createdAt: '2026-11-21T10:00:00.000Z',
          cardBrand: 'visa',
          cardLast4: '4242',
          lines: [line],
          totals,
          deliveryWindow: { __typename: 'OrderDeliveryWindow', label: 'jueves, 26 de noviembre, 09:00 a 12:00' },
          address: {
            __typename: 'Address',
            country: 'México',
            street1: 'Av. Juárez 100',
            street2: null,
            city: 'Guadalajara',
            state: 'Jalisco',
            zip: '44100',
          },
        },
      },
    },
  },
};

const deliveryWindow = (id: string, label: string, remaining: number) => ({
  __typename: 'DeliveryWindow',
  id,
  date: '2026-11-26',
  start: label.slice(-13, -8),
  end: label.slice(-5),
  label,
  remaining,
  available: remaining > 0,
});
const windowsMock = {
  request: { query: DeliveryWindowsDocument, variables: { postalCode: '44100' } },
  result: {
    data: {
      deliveryWindows: {
        __typename: 'DeliveryWindowsResult',
        status: true,
        message: '',
        windows: [
          deliveryWindow('t1:2026-11-26', 'jueves, 26 de noviembre, 09:00 a 12:00', 3),
          deliveryWindow('t2:2026-11-26', 'jueves, 26 de noviembre, 12:00 a 15:00', 0),
        ],
        noWindowMessage: null,
      },
    },
  },
  maxUsageCount: 10,
};
const notCoveredMock = {
  request: { query: DeliveryWindowsDocument, variables: { postalCode: '12345' } },
  result: {
    data: {
      deliveryWindows: {
        __typename: 'DeliveryWindowsResult',
        status: false,
        message: 'Por ahora no entregamos en el C.P. 12345',
        windows: [],
        noWindowMessage: null,
      },
    },
  },
};

/** The phone of the shopper's last order (null: a first order), answered after `delay` ms. */
const lastPhoneMock = (phone: string | null, delay = 0) => ({
  request: { query: MyLastOrderPhoneDocument },
  delay,
  result: { data: { myLastOrderPhone: phone } },
  maxUsageCount: 10,
});

function renderCheckout(mocks: unknown[], lastPhone = lastPhoneMock(null)) {
  const store = createAppStore({ persist: false });
  store.dispatch(itemSet(nopal));
  return renderWithProviders(<CheckoutPage />, { store, mocks: [...mocks, lastPhone] as never });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CheckoutPage', () => {
  it('shows the summary priced by the server and the test-cards note', async () => {
    renderCheckout([quoteMock]);
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('$89.00');
    expect(screen.getByText(/Solo se aceptan tarjetas de prueba\./)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.checkout.freeShippingFrom('$500.00'))).toBeInTheDocument();
  });

  it('refuses a short address, a past expiry and a 2-digit cvc before sending anything', async () => {
    renderCheckout([quoteMock]);
    await screen.findByTestId('summary-total');
    fill(MESSAGES.checkout.street1, 'Av 1');
    fill(MESSAGES.checkout.cardExpiry, '01/20');
    fill(MESSAGES.checkout.cardCvc, '12');
    fill(MESSAGES.checkout.phone, '33 1234 567');
    fireEvent.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText(MESSAGES.checkout.expiryPast)).toBeInTheDocument();
    expect(screen.getByText(fieldMessage(RULE_MESSAGES.checkout.phoneFormat))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.checkout.cvcFormat)).toBeInTheDocument();
    // The street's error replaces its hint (same words) and describes the box.
    const street = screen.getByLabelText(MESSAGES.checkout.street1);
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription(MESSAGES.checkout.minLength(MESSAGES.checkout.street1, 5));
    // The first field with a problem takes the focus, so the keyboard is where the fix is.
    await waitFor(() => expect(street).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it('shows the windows of the postal code with the places left, full ones disabled; outside every zone says so', async () => {
    renderCheckout([quoteMock, windowsMock, notCoveredMock]);
    await screen.findByTestId('summary-total');
    expect(screen.getByText(MESSAGES.checkout.windowsNeedZip)).toBeInTheDocument();
    fill(MESSAGES.checkout.zip, '44100');
    const open = await screen.findByRole('radio', { name: /09:00 a 12:00/ });
    expect(open).toBeEnabled();
    expect(screen.getByText(MESSAGES.checkout.placesLeft(3))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /12:00 a 15:00/ })).toBeDisabled();
    expect(screen.getByText(MESSAGES.checkout.windowFull)).toBeInTheDocument();
    fill(MESSAGES.checkout.zip, '12345');
    expect(await screen.findByText('Por ahora no entregamos en el C.P. 12345')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('prices delivery with the zone of the typed postal code; outside every zone the summary says so', async () => {
    const otherZone = quoteAnswer(
      { status: true, message: '', totals: { ...totals, shipping: 59, total: 99 } },
      '45010',
    );
    renderCheckout([otherZone, outside, quoteMock]);
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('$89.00');
    fill(MESSAGES.checkout.zip, '45010');
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$99.00'));
    fill(MESSAGES.checkout.zip, '12345');
    expect(await screen.findByText('Por ahora no entregamos en el C.P. 12345')).toBeInTheDocument();
  });

  it('outside every zone: no delivery price, no total, and "Pagar" disabled with the reason (issue 29)', async () => {
    renderCheckout([outside, quoteMock, notCoveredMock]);
    await screen.findByTestId('summary-total');
    fill(MESSAGES.checkout.zip, '12345');
    const reason = await screen.findByTestId('pay-blocked');
    expect(reason).toHaveTextContent(MESSAGES.checkout.payBlockedNotCovered('12345'));
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent(MESSAGES.checkout.shippingUnknown);
    expect(screen.getByTestId('summary-shipping')).not.toHaveTextContent(MESSAGES.checkout.freeShipping);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('—');
    const pay = screen.getByRole('button', { name: MESSAGES.checkout.payWithoutTotal });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-describedby', 'pay-blocked');
  });

  it('below the zone minimum: says how much is missing and disables "Pagar" with the reason', async () => {
    const below = quoteAnswer({
      status: true,
      message: '',
      totals,
      deliveryZone: { ...zone, minimumOrder: 150 },
      missingForMinimum: 110,
    });
    renderCheckout([below]);
    expect(await screen.findByTestId('summary-minimum')).toHaveTextContent(
      MESSAGES.checkout.missingForMinimum('$110.00', '$150.00'),
    );
    expect(screen.getByTestId('pay-blocked')).toHaveTextContent(
      MESSAGES.checkout.payBlockedMinimum('$110.00', '$150.00'),
    );
    expect(screen.getByRole('button', { name: /Pagar/ })).toBeDisabled();
    expect(screen.getByTestId('summary-terms')).toHaveTextContent(
      'Envío $49.00 · gratis desde $500.00 · pedido mínimo $150.00',
    );
  });

  it('a zone with no window with places: "Pagar" disabled with the API reason; the terms name the next window when there is one', async () => {
    const full = {
      request: { query: DeliveryWindowsDocument, variables: { postalCode: '44100' } },
      result: {
        data: {
          deliveryWindows: {
            __typename: 'DeliveryWindowsResult',
            status: true,
            message: '',
            windows: [deliveryWindow('t2:2026-11-26', 'jueves, 26 de noviembre, 12:00 a 15:00', 0)],
            noWindowMessage: 'Por ahora no quedan horarios de entrega con lugar en los próximos 7 días. Llámanos.',
          },
        },
      },
      maxUsageCount: 10,
    };
    renderCheckout([quoteMock, full]);
    await screen.findByTestId('summary-total');
    fill(MESSAGES.checkout.zip, '44100');
    expect(await screen.findByTestId('pay-blocked')).toHaveTextContent(/no quedan horarios de entrega con lugar/);
    expect(screen.getByRole('button', { name: /Pagar/ })).toBeDisabled();
  });

  it('names the zone terms with the earliest window that has places', async () => {
    renderCheckout([quoteMock, windowsMock]);
    await screen.findByTestId('summary-total');
    fill(MESSAGES.checkout.zip, '44100');
    await waitFor(() =>
      expect(screen.getByTestId('summary-terms')).toHaveTextContent(
        'Envío $49.00 · gratis desde $500.00 · próxima entrega: jueves 26, 9:00',
      ),
    );
    expect(screen.queryByTestId('pay-blocked')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pagar/ })).toBeEnabled();
  });

  it('pays, clears the cart and confirms the order', async () => {
    const { store } = renderCheckout([quoteMock, windowsMock, placeMock]);
    await screen.findByTestId('summary-total');
    fill(MESSAGES.checkout.street1, 'Av. Juárez 100');
    fill(MESSAGES.checkout.city, 'Guadalajara');
    fill(MESSAGES.checkout.state, 'Jalisco');
    fill(MESSAGES.checkout.zip, '44100');
    fill(MESSAGES.checkout.phone, ' (33) 3614-2020 ');
    fill(MESSAGES.checkout.deliveryNote, '  Tocar el timbre, dejar con el portero ');
    fill(MESSAGES.checkout.cardNumber, '4242 4242 4242 4242');
    fill(MESSAGES.checkout.cardExpiry, '12/40');
    fill(MESSAGES.checkout.cardCvc, '123');
    fireEvent.click(screen.getByRole('button', { name: /Pagar/ }));
    expect((await screen.findAllByText(MESSAGES.checkout.chooseWindow)).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
    fireEvent.click(await screen.findByRole('radio', { name: /09:00 a 12:00/ }));
    fireEvent.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText(MESSAGES.checkout.thanksTitle('DC-000007'))).toBeInTheDocument();
    expect(
      screen.getByText(MESSAGES.checkout.deliveryWindowOf('jueves, 26 de noviembre, 09:00 a 12:00')),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(0));
    expect(sent[0]).toMatchObject({
      input: {
        lines: [{ productId: 'p1', quantity: 2 }],
        card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
        address: { street1: 'Av. Juárez 100', zip: '44100', country: 'México' },
        deliveryWindowId: 't1:2026-11-26',
        phone: '(33) 3614-2020',
        deliveryNote: 'Tocar el timbre, dejar con el portero',
      },
    });
    expect(JSON.stringify(sent[0])).not.toMatch(/price/i);
  });

  it('offers an optional delivery note with its hint; over 200 characters answers in Spanish and sends nothing', async () => {
    const before = sent.length;
    renderCheckout([quoteMock]);
    await screen.findByTestId('summary-total');
    const note = screen.getByLabelText(MESSAGES.checkout.deliveryNote);
    expect(MESSAGES.checkout.deliveryNote).toBe('Notas para la entrega (opcional)');
    expect(screen.getByText(MESSAGES.checkout.deliveryNoteHint)).toBeInTheDocument();
    fireEvent.change(note, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(
      await screen.findByText(
        fieldMessage(RULE_MESSAGES.checkout.deliveryNoteTooLong(CHECKOUT_LIMITS.deliveryNoteMax)),
      ),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(before);
  });

  it('with no window chosen, "Pagar" says so and takes the focus to the earliest time with places', async () => {
    const before = sent.length;
    renderCheckout([quoteMock, windowsMock]);
    await screen.findByTestId('summary-total');
    fill(MESSAGES.checkout.street1, 'Av. Juárez 100');
    fill(MESSAGES.checkout.city, 'Guadalajara');
    fill(MESSAGES.checkout.state, 'Jalisco');
    fill(MESSAGES.checkout.zip, '44100');
    fill(MESSAGES.checkout.phone, '33 3614 2020');
    fill(MESSAGES.checkout.cardNumber, '4242 4242 4242 4242');
    fill(MESSAGES.checkout.cardExpiry, '12/40');
    fill(MESSAGES.checkout.cardCvc, '123');
    const earliest = await screen.findByRole('radio', { name: /09:00 a 12:00/ });
    fireEvent.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.checkout.chooseWindow);
    await waitFor(() => expect(earliest).toHaveFocus());
    expect(screen.getByRole('group', { name: MESSAGES.checkout.deliveryWindow })).toHaveAccessibleDescription(
      MESSAGES.checkout.chooseWindow,
    );
    expect(sent).toHaveLength(before);
  });

  it('asks for the contact phone: required, with the hint of who calls it', async () => {
    const before = sent.length;
    renderCheckout([quoteMock]);
    await screen.findByTestId('summary-total');
    expect(screen.getByText(MESSAGES.checkout.phoneHint)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(await screen.findByText(MESSAGES.checkout.required(MESSAGES.checkout.phone))).toBeInTheDocument();
    expect(sent).toHaveLength(before);
  });

  it('starts the phone with the one of the last order, written as people read it', async () => {
    renderCheckout([quoteMock], lastPhoneMock('3336142020'));
    expect(await screen.findByDisplayValue('33 3614 2020')).toBe(screen.getByLabelText(MESSAGES.checkout.phone));
  });

  it('never writes the last order phone over one the shopper typed first', async () => {
    renderCheckout([quoteMock], lastPhoneMock('3336142020', 200));
    fill(MESSAGES.checkout.phone, '55 1111 2222');
    await screen.findByTestId('summary-total');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByLabelText(MESSAGES.checkout.phone)).toHaveValue('55 1111 2222');
  });
});
