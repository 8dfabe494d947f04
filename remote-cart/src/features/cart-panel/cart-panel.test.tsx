import { fireEvent, screen, within } from '@testing-library/react';
import {
  MESSAGES,
  cartPanelOpened,
  createAppStore,
  itemSet,
  sessionStarted,
  type AppStore,
  type CartItem,
} from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { QuoteCartDocument } from '../../generated/graphql';
import { CartPanel } from './cart-panel';

/** The kit's toasts on the page (they live in document.body, outside the panel). */
const toasts = () => [...document.querySelectorAll('.dc-toast')];

const aguacate: CartItem = {
  id: 'p1',
  name: 'Aguacate Hass',
  imageUrl: '-',
  quantity: 2,
  basePrice: 80,
  discountPerc: 10,
  finalPrice: 72,
  total: 144,
  stock: 20,
  maxPerOrder: 5,
};

function token(role: string) {
  const payload = Buffer.from(JSON.stringify({ exp: Date.now() / 1000 + 3600 })).toString('base64url');
  return { token: `x.${payload}.y`, role };
}

function openStore(items: CartItem[] = []): AppStore {
  const store = createAppStore({ persist: false });
  for (const item of items) store.dispatch(itemSet(item));
  store.dispatch(cartPanelOpened());
  return store;
}

function logIn(store: AppStore, role: 'ADMIN' | 'CLIENT', isEmailVerified: boolean) {
  const { token: jwt } = token(role);
  store.dispatch(sessionStarted({ token: jwt, user: { id: '1', name: 'Ana', role, isEmailVerified } }));
}

describe('CartPanel (spec sections 2 and 5)', () => {
  afterEach(() => document.querySelector('.dc-toasts')?.remove());

  it('renders nothing of the panel until it is opened', () => {
    renderWithProviders(<CartPanel />, { store: createAppStore({ persist: false }) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a dialog named by its title; "Cerrar" closes it', () => {
    const store = openStore([aguacate]);
    renderWithProviders(<CartPanel />, { store });
    const dialog = screen.getByRole('dialog', { name: /Carrito de compra/ });
    fireEvent.click(within(dialog).getAllByRole('button', { name: MESSAGES.cart.close })[0]!);
    expect(store.getState().cart.isPanelOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the title, the count and the empty text when the cart is empty', () => {
    renderWithProviders(<CartPanel />, { store: openStore() });
    expect(screen.getByText(MESSAGES.cart.title)).toBeInTheDocument();
    expect(screen.getByTestId('cart-panel-count')).toHaveTextContent('(0 prod.)');
    expect(screen.getByText(MESSAGES.cart.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.cart.checkout })).not.toBeInTheDocument();
  });

  it('lists each line with its prices and shows the total and "Tramitar pedido"', () => {
    renderWithProviders(<CartPanel />, { store: openStore([aguacate]) });
    expect(screen.getByText('Aguacate Hass')).toBeInTheDocument();
    expect(screen.getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$144.00');
    // imageUrl "-" means no image at all.
    expect(screen.queryByRole('img', { name: 'Aguacate Hass' })).not.toBeInTheDocument();
  });

  it('removes a line when its quantity is set to 0', () => {
    const store = openStore([aguacate]);
    renderWithProviders(<CartPanel />, { store });
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '0' } });
    expect(store.getState().cart.items).toHaveLength(0);
    expect(screen.getByText(MESSAGES.cart.empty)).toBeInTheDocument();
  });

  it.each([
    ['no session', null, MESSAGES.checkoutNoSession],
    ['an admin', { role: 'ADMIN' as const, verified: true }, MESSAGES.checkoutAdminRefused],
    ['an unverified client', { role: 'CLIENT' as const, verified: false }, MESSAGES.checkoutUnverified],
  ])('refuses checkout for %s with the spec text', async (_who, session, text) => {
    const store = openStore([aguacate]);
    if (session) logIn(store, session.role, session.verified);
    renderWithProviders(<CartPanel />, { store });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cart.checkout }));
    const toast = await screen.findByText(text);
    expect(toast).toHaveAttribute('role', 'alert');
    expect(toasts()).toHaveLength(1);
    expect(store.getState().cart.isPanelOpen).toBe(true);
  });

  it('closes the panel for a verified client on the way to checkout', () => {
    const store = openStore([aguacate]);
    logIn(store, 'CLIENT', true);
    renderWithProviders(<CartPanel />, { store });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cart.checkout }));
    expect(store.getState().cart.isPanelOpen).toBe(false);
    expect(toasts()).toHaveLength(0);
  });
});

describe('CartPanel refreshes its lines from the API when it opens', () => {
  it('takes the server price and stock and says what changed', async () => {
    const store = openStore([aguacate]);
    const quote = {
      // Any lines: the panel asks again once the refresh has set the quantity to 1.
      request: { query: QuoteCartDocument, variables: () => true },
      maxUsageCount: 5,
      result: {
        data: {
          quoteCart: {
            __typename: 'CartQuote',
            status: true,
            message: '',
            lines: [
              {
                __typename: 'OrderLine',
                productId: 'p1',
                name: 'Aguacate Hass',
                unit: 'kg',
                imageUrl: null,
                quantity: 1,
                unitBasePrice: 90,
                discountPercentage: 0,
                unitPrice: 90,
                lineTotal: 90,
              },
            ],
            totals: {
              __typename: 'OrderTotals',
              subtotal: 90,
              discount: 0,
              tax: 0,
              shipping: 49,
              total: 139,
              freeShippingFrom: 500,
            },
            problems: [
              { productId: 'p1', code: 'OUT_OF_STOCK', message: 'Solo queda 1 de Aguacate Hass.', available: 1 },
            ],
            deliveryZone: { __typename: 'DeliveryZone', fee: 49, freeShippingFrom: 500, minimumOrder: 150 },
            missingForMinimum: 60,
          },
        },
      },
    };
    renderWithProviders(<CartPanel />, { store, mocks: [quote] as never });
    expect(await screen.findByText(/Solo queda 1 de Aguacate Hass\./)).toBeInTheDocument();
    expect(screen.getByText(/El precio de Aguacate Hass cambió: ahora cuesta \$90\.00\./)).toBeInTheDocument();
    expect(store.getState().cart.items[0]).toMatchObject({ quantity: 1, finalPrice: 90, total: 90 });
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$90.00');
    // The zone's minimum (issue 29): what the goods lack, said before the checkout.
    expect(await screen.findByText(MESSAGES.checkout.missingForMinimum('$60.00', '$150.00'))).toBeInTheDocument();
  });
});
