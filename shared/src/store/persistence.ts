import type { UnknownAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '../constants/spec-constants';
import { cartReplacedFromStorage, type CartState } from '../cart/cart.slice';
import { parseStoredCart, saveCart } from '../cart/cart-storage';
import { sessionEnded, sessionStarted, type SessionState } from '../session/session.slice';
import {
  parseStoredSession,
  saveSession,
  sessionStartedFromStored,
  storedSessionOf,
  type StoredSession,
} from '../session/session-storage';

/** The store surface persistence needs (kept structural to avoid a cycle with the store module). */
export interface PersistableStore {
  getState(): { session: SessionState; cart: CartState };
  dispatch(action: UnknownAction): unknown;
  subscribe(listener: () => void): () => void;
}

/** Comparable form of the persisted session: storedUntil is left out, it changes on every save. */
const sessionSnapshot = (value: StoredSession | null): string =>
  JSON.stringify(
    value && [value.token, value.label, value.role, value.userId, value.expireTime, value.isEmailVerified],
  );

/**
 * Keeps session and cart in `storage` and in step with other tabs: every change that alters the
 * persisted part is saved, and the window's 'storage' event (fired by another tab's save) is
 * applied here. Returns a function that stops both.
 */
export function startPersistence(
  store: PersistableStore,
  storage: Storage | undefined,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): () => void {
  let { session, cart } = store.getState();
  let savedSession = sessionSnapshot(storedSessionOf(session));
  let savedCart = JSON.stringify(cart.items);
  // While another tab's change is applied, only the snapshots move: writing it back is pointless.
  let applyingOtherTab = false;

  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (state.session !== session) {
      session = state.session;
      const snapshot = sessionSnapshot(storedSessionOf(session));
      if (snapshot !== savedSession) {
        savedSession = snapshot;
        if (!applyingOtherTab) saveSession(session, storage);
      }
    }
    if (state.cart.items !== cart.items) {
      const json = JSON.stringify(state.cart.items);
      if (json !== savedCart) {
        savedCart = json;
        if (!applyingOtherTab) saveCart(state.cart.items, storage);
      }
    }
    cart = state.cart;
  });

  const applyFromOtherTab = (action: UnknownAction) => {
    applyingOtherTab = true;
    try {
      store.dispatch(action);
    } finally {
      applyingOtherTab = false;
    }
  };

  const applySession = (raw: string | null) => {
    const stored = parseStoredSession(raw);
    if (sessionSnapshot(stored) === sessionSnapshot(storedSessionOf(store.getState().session))) return;
    if (stored) applyFromOtherTab(sessionStarted(sessionStartedFromStored(stored)));
    else if (store.getState().session.token) applyFromOtherTab(sessionEnded({ reason: 'logout' }));
  };

  const applyCart = (raw: string | null) => {
    const items = parseStoredCart(raw);
    if (JSON.stringify(items) !== JSON.stringify(store.getState().cart.items)) {
      applyFromOtherTab(cartReplacedFromStorage(items));
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (storage && event.storageArea && event.storageArea !== storage) return;
    // key null: the other tab called localStorage.clear().
    if (event.key === STORAGE_KEYS.session || event.key === null) applySession(event.newValue);
    if (event.key === STORAGE_KEYS.cart || event.key === null) applyCart(event.newValue);
  };

  target?.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    target?.removeEventListener('storage', onStorage);
  };
}
