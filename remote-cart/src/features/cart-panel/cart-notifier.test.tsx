import { act, screen } from '@testing-library/react';
import { MESSAGES, itemSet, selectCart } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { CartNotifier } from './cart-notifier';

const line = {
  id: 'p1',
  name: 'Nopal',
  imageUrl: '-',
  quantity: 3,
  basePrice: 10,
  discountPerc: 0,
  finalPrice: 10,
  total: 30,
  stock: 50,
  maxPerOrder: 5,
};

describe('CartNotifier', () => {
  it('shows the units added and the product name, then clears isNotify', async () => {
    const { store } = renderWithProviders(<CartNotifier />);
    act(() => void store.dispatch(itemSet(line)));
    expect(await screen.findByText(MESSAGES.cart.addedLine(3, 'Nopal'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.cart.added)).toBeInTheDocument();
    expect(selectCart(store.getState()).isNotify).toBe(false);
  });

  it('says nothing when a line is lowered', async () => {
    const { store } = renderWithProviders(<CartNotifier />);
    act(() => void store.dispatch(itemSet(line)));
    await screen.findByText(MESSAGES.cart.addedLine(3, 'Nopal'));
    act(() => void store.dispatch(itemSet({ ...line, quantity: 1 })));
    expect(selectCart(store.getState())).toMatchObject({ isNotify: false, notifyQty: 3, itemsCount: 1 });
  });
});
