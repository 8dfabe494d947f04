import { cartItemFromProduct } from '../cart/cart-item';
import { cartPanelToggled, itemSet, selectCartCount, selectCartItems } from '../cart/cart.slice';
import {
  selectIsAdmin,
  selectIsLoggedIn,
  selectSession,
  sessionCheckStarted,
  sessionEnded,
  sessionStarted,
} from '../session/session.slice';
import { fakeJwt, secondsFromNow } from '../test/jwt';
import { createAppStore } from './create-app-store';

const apple = cartItemFromProduct(
  {
    id: 'p1',
    name: 'Manzana',
    imageUrl: '',
    price: { base: 10, discountPercentage: 0, priceAfterDiscount: 10 },
    stock: 9,
    maxPerOrder: 9,
  },
  2,
);
const admin = { id: 'u1', name: 'Admin', role: 'ADMIN', isEmailVerified: true };

/** localStorage with a count of writes, to see what the store saves. */
function countingStorage() {
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
  return { writes: () => setItem.mock.calls.length + removeItem.mock.calls.length };
}

describe('createAppStore', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('starts from the stored session and cart', () => {
    const first = createAppStore();
    first.dispatch(sessionStarted({ token: fakeJwt({ exp: secondsFromNow(3600) }), user: admin }));
    first.dispatch(itemSet(apple));

    const reloaded = createAppStore({ persist: false }).getState();
    expect(selectIsAdmin(reloaded)).toBe(true);
    expect(selectSession(reloaded).label).toBe('Admin');
    expect(selectCartCount(reloaded)).toBe(2);
    expect(selectCartItems(reloaded)).toEqual([apple]);
    expect(reloaded.cart.isNotify).toBe(false);
  });

  it('starts logged out when the stored token has expired, and drops it', () => {
    const first = createAppStore();
    first.dispatch(sessionStarted({ token: 't', user: admin, expireTime: secondsFromNow(-5) }));
    expect(localStorage.getItem('session')).not.toBeNull();
    expect(selectIsLoggedIn(createAppStore({ persist: false }).getState())).toBe(false);
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('lets preloadedState win over storage', () => {
    localStorage.setItem('cart', JSON.stringify([apple]));
    const store = createAppStore({
      persist: false,
      preloadedState: { cart: createAppStore({ persist: false, storage: sessionStorage }).getState().cart },
    });
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('saves only when the persisted part changed', () => {
    const store = createAppStore();
    const { writes } = countingStorage();
    store.dispatch(cartPanelToggled());
    store.dispatch(sessionCheckStarted());
    expect(writes()).toBe(0);
    store.dispatch(itemSet(apple));
    expect(writes()).toBe(1);
    store.dispatch(itemSet(apple));
    expect(writes()).toBe(1);
    store.dispatch(sessionStarted({ token: 't', user: admin, expireTime: secondsFromNow(60) }));
    expect(writes()).toBe(2);
    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(writes()).toBe(3);
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('saves nothing when persist is false', () => {
    const store = createAppStore({ persist: false });
    store.dispatch(itemSet(apple));
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('uses the storage it is given', () => {
    const store = createAppStore({ storage: sessionStorage });
    store.dispatch(itemSet(apple));
    expect(JSON.parse(sessionStorage.getItem('cart')!)).toEqual([apple]);
    expect(localStorage.getItem('cart')).toBeNull();
    sessionStorage.clear();
  });
});
