import { createAppStore } from '../store/create-app-store';
import { cartItemFromProduct, type CartProduct } from './cart-item';
import {
  cartCleared,
  cartPanelClosed,
  cartPanelOpened,
  cartPanelToggled,
  cartReplacedFromStorage,
  itemRemoved,
  itemSet,
  notifyDismissed,
  selectCart,
  selectCartCount,
  selectCartItems,
  selectCartTotal,
  selectIsCartPanelOpen,
} from './cart.slice';

const mango: CartProduct = {
  id: 'p1',
  name: 'Mango Ataulfo',
  imageUrl: '/img/mango.jpg',
  price: { base: 40, discountPercentage: 10, priceAfterDiscount: 36 },
  stock: 50,
  maxPerOrder: 5,
};
const lime: CartProduct = {
  id: 'p2',
  name: 'Limón',
  imageUrl: null,
  price: { base: 19.99, discountPercentage: 0, priceAfterDiscount: 19.99 },
  stock: 3,
  maxPerOrder: 10,
};

const newStore = () => createAppStore({ persist: false, storage: window.sessionStorage });

describe('cart slice', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('starts empty with every amount at 0 and the panel closed', () => {
    expect(selectCart(newStore().getState())).toEqual({
      items: [],
      itemsCount: 0,
      total: 0,
      subtotal: 0,
      tax: 0,
      shipping: 0,
      discount: 0,
      purchaseTotal: 0,
      isNotify: false,
      notifyQty: 0,
      notifyName: '',
      isPanelOpen: false,
    });
  });

  it('derives a line from the product price', () => {
    expect(cartItemFromProduct(mango, 2)).toEqual({
      id: 'p1',
      name: 'Mango Ataulfo',
      imageUrl: '/img/mango.jpg',
      quantity: 2,
      basePrice: 40,
      discountPerc: 10,
      finalPrice: 36,
      total: 72,
      stock: 50,
      maxPerOrder: 5,
    });
    expect(cartItemFromProduct(lime, 1).imageUrl).toBe('');
  });

  it('appends new items and sums quantities and quantity x finalPrice', () => {
    const store = newStore();
    store.dispatch(itemSet(cartItemFromProduct(mango, 2)));
    store.dispatch(itemSet(cartItemFromProduct(lime, 3)));
    const state = store.getState();
    expect(selectCartItems(state).map((item) => item.id)).toEqual(['p1', 'p2']);
    expect(selectCartCount(state)).toBe(5);
    expect(selectCartTotal(state)).toBe(131.97);
    expect(selectCartItems(state)[1]!.total).toBe(59.97);
  });

  it('replaces an item already present in place', () => {
    const store = newStore();
    store.dispatch(itemSet(cartItemFromProduct(mango, 1)));
    store.dispatch(itemSet(cartItemFromProduct(lime, 1)));
    store.dispatch(itemSet(cartItemFromProduct(mango, 4)));
    const items = selectCartItems(store.getState());
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['p1', 4],
      ['p2', 1],
    ]);
    expect(selectCartCount(store.getState())).toBe(5);
  });

  it('removes an item set to quantity 0', () => {
    const store = newStore();
    store.dispatch(itemSet(cartItemFromProduct(mango, 2)));
    store.dispatch(itemSet(cartItemFromProduct(mango, 0)));
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectCartTotal(store.getState())).toBe(0);
    store.dispatch(itemSet(cartItemFromProduct(lime, 0)));
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('caps the quantity at maxPerOrder and at stock, whichever is smaller', () => {
    const store = newStore();
    store.dispatch(itemSet(cartItemFromProduct(mango, 9)));
    store.dispatch(itemSet(cartItemFromProduct(lime, 9)));
    const [mangoLine, limeLine] = selectCartItems(store.getState());
    expect(mangoLine).toMatchObject({ quantity: 5, total: 180 });
    expect(limeLine).toMatchObject({ quantity: 3, total: 59.97 });
  });

  it('does not cap when maxPerOrder and stock are unknown (0)', () => {
    const store = newStore();
    store.dispatch(itemSet(cartItemFromProduct({ ...mango, maxPerOrder: 0, stock: 0 }, 12)));
    expect(selectCartCount(store.getState())).toBe(12);
  });

  it('keeps whole units only', () => {
    const store = newStore();
    store.dispatch(itemSet(cartItemFromProduct(mango, 2.7)));
    expect(selectCartCount(store.getState())).toBe(2);
    store.dispatch(itemSet(cartItemFromProduct(mango, Number.NaN)));
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('rounds line totals and the cart total to centavos', () => {
    const store = newStore();
    const cheap = { ...lime, id: 'p3', stock: 0, price: { base: 0.1, discountPercentage: 0, priceAfterDiscount: 0.1 } };
    store.dispatch(itemSet(cartItemFromProduct(cheap, 3)));
    expect(selectCartItems(store.getState())[0]!.total).toBe(0.3);
    expect(selectCartTotal(store.getState())).toBe(0.3);
  });

  it('notifies additions with the units added and the name, until dismissed', () => {
    const store = newStore();
    store.dispatch(itemSet(cartItemFromProduct(mango, 1)));
    expect(selectCart(store.getState())).toMatchObject({ isNotify: true, notifyQty: 1, notifyName: 'Mango Ataulfo' });
    store.dispatch(notifyDismissed());
    expect(selectCart(store.getState()).isNotify).toBe(false);
    store.dispatch(itemSet(cartItemFromProduct(mango, 3)));
    expect(selectCart(store.getState())).toMatchObject({ isNotify: true, notifyQty: 2 });
    store.dispatch(notifyDismissed());
    store.dispatch(itemSet(cartItemFromProduct(mango, 2)));
    expect(selectCart(store.getState()).isNotify).toBe(false);
  });

  it('removes an item by id', () => {
    const store = newStore();
    store.dispatch(itemSet(cartItemFromProduct(mango, 2)));
    store.dispatch(itemSet(cartItemFromProduct(lime, 1)));
    store.dispatch(itemRemoved('p1'));
    expect(selectCartItems(store.getState()).map((item) => item.id)).toEqual(['p2']);
    expect(selectCartCount(store.getState())).toBe(1);
    expect(selectCartTotal(store.getState())).toBe(19.99);
  });

  it('clears everything but the panel state', () => {
    const store = newStore();
    store.dispatch(cartPanelOpened());
    store.dispatch(itemSet(cartItemFromProduct(mango, 2)));
    store.dispatch(cartCleared());
    expect(selectCart(store.getState())).toMatchObject({ items: [], itemsCount: 0, total: 0, isNotify: false });
    expect(selectIsCartPanelOpen(store.getState())).toBe(true);
  });

  it('opens, closes and toggles the panel', () => {
    const store = newStore();
    store.dispatch(cartPanelToggled());
    expect(selectIsCartPanelOpen(store.getState())).toBe(true);
    store.dispatch(cartPanelClosed());
    expect(selectIsCartPanelOpen(store.getState())).toBe(false);
    store.dispatch(cartPanelOpened());
    store.dispatch(cartPanelToggled());
    expect(selectIsCartPanelOpen(store.getState())).toBe(false);
  });

  it('takes lines from storage without notifying and with totals recomputed', () => {
    const store = newStore();
    const stale = { ...cartItemFromProduct(mango, 3), total: 999 };
    store.dispatch(cartReplacedFromStorage([stale, cartItemFromProduct(lime, 0)]));
    expect(selectCart(store.getState())).toMatchObject({ itemsCount: 3, total: 108, isNotify: false });
    expect(selectCartItems(store.getState())[0]!.total).toBe(108);
  });
});
