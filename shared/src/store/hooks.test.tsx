import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { cartPanelToggled, selectCartCount, selectIsCartPanelOpen } from '../cart/cart.slice';
import { createAppStore } from './create-app-store';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';

function CartBadge() {
  const count = useAppSelector(selectCartCount);
  const isOpen = useAppSelector(selectIsCartPanelOpen);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return (
    <button type="button" onClick={() => dispatch(cartPanelToggled())}>
      {count} {isOpen ? 'abierto' : 'cerrado'} {store.getState().session.label || 'anónimo'}
    </button>
  );
}

describe('typed hooks', () => {
  it('read from and dispatch to the store the Provider gives', () => {
    const store = createAppStore({ persist: false, storage: sessionStorage });
    render(
      <Provider store={store}>
        <CartBadge />
      </Provider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('0 cerrado anónimo');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('0 abierto');
    expect(selectIsCartPanelOpen(store.getState())).toBe(true);
  });
});
