import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { cartPanelClosed, cartPanelOpened, createAppStore, itemSet, notifyDismissed } from 'shared';
import { testCartItem } from 'shared/src/testing/order-fixtures';
import { useCartPanelWanted } from './use-cart-panel-wanted';

function renderWanted() {
  const store = createAppStore({ persist: false });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useCartPanelWanted(), { wrapper }) };
}

describe('useCartPanelWanted (remote-cart on the cart first use)', () => {
  it('is false on a fresh page, true once the cart is opened, and stays true after it closes', () => {
    const { store, result } = renderWanted();
    expect(result.current).toBe(false);
    act(() => {
      store.dispatch(cartPanelOpened());
    });
    expect(result.current).toBe(true);
    act(() => {
      store.dispatch(cartPanelClosed());
    });
    expect(result.current).toBe(true);
  });

  it("is true from the first add (the notice is remote-cart's), even once the notice is dismissed", () => {
    const { store, result } = renderWanted();
    act(() => {
      store.dispatch(itemSet(testCartItem()));
    });
    expect(result.current).toBe(true);
    act(() => {
      store.dispatch(notifyDismissed());
    });
    expect(result.current).toBe(true);
  });
});
