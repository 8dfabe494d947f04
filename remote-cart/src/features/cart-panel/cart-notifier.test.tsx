import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES, TOAST_MS, cartPanelOpened, itemSet, selectCart } from 'shared';
import { testCartItem } from 'shared/src/testing/order-fixtures';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { CartNotifier } from './cart-notifier';

const line = testCartItem();

describe('CartNotifier', () => {
  it('shows the units added and the product name, then clears isNotify', async () => {
    const { store } = renderWithProviders(<CartNotifier />);
    act(() => void store.dispatch(itemSet(line)));
    expect(await screen.findByText(MESSAGES.cart.addedLine(3, 'Nopal'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.cart.added);
    expect(selectCart(store.getState()).isNotify).toBe(false);
  });

  it('hides the notice after the spec\'s 5 seconds, or at once with "Cerrar"', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithProviders(<CartNotifier />);
      act(() => void store.dispatch(itemSet(line)));
      expect(screen.getByTestId('cart-notice')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(TOAST_MS.notice));
      expect(screen.queryByTestId('cart-notice')).not.toBeInTheDocument();
      act(() => void store.dispatch(itemSet({ ...line, quantity: 4 })));
      fireEvent.click(screen.getByRole('button', { name: MESSAGES.cart.close }));
      expect(screen.queryByTestId('cart-notice')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says nothing when a line is lowered', async () => {
    const { store } = renderWithProviders(<CartNotifier />);
    act(() => void store.dispatch(itemSet(line)));
    await screen.findByText(MESSAGES.cart.addedLine(3, 'Nopal'));
    act(() => void store.dispatch(itemSet({ ...line, quantity: 1 })));
    expect(selectCart(store.getState())).toMatchObject({ isNotify: false, notifyQty: 3, itemsCount: 1 });
  });

  it('never covers the open cart panel: opening it closes the notice, and additions meanwhile are only announced', async () => {
    const { store } = renderWithProviders(<CartNotifier />);
    act(() => void store.dispatch(itemSet(line)));
    expect(await screen.findByTestId('cart-notice')).toBeInTheDocument();
    act(() => void store.dispatch(cartPanelOpened()));
    expect(screen.queryByTestId('cart-notice')).not.toBeInTheDocument();
    act(() => void store.dispatch(itemSet({ ...line, quantity: 5 })));
    expect(screen.queryByTestId('cart-notice')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.cart.addedLine(2, 'Nopal'));
  });
});
