import { cartItemFromProduct } from '../cart/cart-item';
import { itemSet, selectCartCount } from '../cart/cart.slice';
import { selectIsLoggedIn, selectSession, sessionStarted } from '../session/session.slice';
import { serializeStoredSession } from '../session/session-storage';
import { secondsFromNow } from '../test/jwt';
import { createAppStore } from './create-app-store';
import { startPersistence } from './persistence';

const pear = cartItemFromProduct(
  {
    id: 'p9',
    name: 'Pera',
    imageUrl: '',
    price: { base: 12.5, discountPercentage: 0, priceAfterDiscount: 12.5 },
    stock: 0,
    maxPerOrder: 0,
  },
  4,
);
const storedAna = {
  token: 'token-from-other-tab',
  label: 'Ana',
  role: 'client' as const,
  userId: 'u1',
  expireTime: secondsFromNow(3600),
  isEmailVerified: true,
};

/** What the browser fires here when another tab writes `key`. */
function otherTabWrites(key: string | null, newValue: string | null) {
  if (key && newValue !== null) localStorage.setItem(key, newValue);
  else if (key) localStorage.removeItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

/** A store that follows other tabs, stopped after each test so events do not reach old ones. */
let stop: () => void = () => undefined;
function tabStore() {
  const store = createAppStore({ persist: false });
  stop = startPersistence(store, localStorage);
  return store;
}

describe('cross-tab sync', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    stop();
    jest.restoreAllMocks();
  });

  it("applies another tab's login", () => {
    const store = tabStore();
    otherTabWrites('session', serializeStoredSession(storedAna));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectSession(store.getState())).toMatchObject({
      label: 'Ana',
      token: 'token-from-other-tab',
      endedReason: null,
    });
  });

  it("applies another tab's logout without the session-ended alert", () => {
    const store = tabStore();
    store.dispatch(sessionStarted({ token: 't', user: { id: 'u1', name: 'Ana' }, expireTime: secondsFromNow(60) }));
    otherTabWrites('session', null);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectSession(store.getState()).endedReason).toBe('logout');
  });

  it("applies another tab's cart and does not write it back", () => {
    const store = tabStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: JSON.stringify([pear]), storageArea: localStorage }),
    );
    expect(selectCartCount(store.getState())).toBe(4);
    expect(store.getState().cart.isNotify).toBe(false);
    expect(setItem).not.toHaveBeenCalled();
    store.dispatch(itemSet({ ...pear, quantity: 5 }));
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('empties the cart and ends the session when another tab clears the storage', () => {
    const store = tabStore();
    store.dispatch(itemSet(pear));
    store.dispatch(sessionStarted({ token: 't', user: { id: 'u1', name: 'Ana' }, expireTime: secondsFromNow(60) }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
    expect(selectCartCount(store.getState())).toBe(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('ignores events of another storage area and of unrelated keys', () => {
    const store = tabStore();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: JSON.stringify([pear]), storageArea: sessionStorage }),
    );
    otherTabWrites('theme', 'dark');
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('stops following other tabs once stopped', () => {
    const store = tabStore();
    stop();
    otherTabWrites('cart', JSON.stringify([pear]));
    expect(selectCartCount(store.getState())).toBe(0);
  });
});
