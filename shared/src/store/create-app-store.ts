import { configureStore } from '@reduxjs/toolkit';
import { cartReplacedFromStorage, cartSlice } from '../cart/cart.slice';
import { loadStoredCart } from '../cart/cart-storage';
import { sessionEnded, sessionStarted, sessionSlice } from '../session/session.slice';
import { isStoredSessionEnded, loadStoredSession, sessionStartedFromStored } from '../session/session-storage';
import { STORAGE_KEYS } from '../constants/spec-constants';
import { getLocalStorage, readItem } from '../storage/local-storage';
import { startPersistence } from './persistence';
import { rootReducer, type RootState } from './root-reducer';

/** Options of {@link createAppStore}. */
export interface CreateAppStoreOptions {
  /** State to start from; its slices win over what storage holds. */
  preloadedState?: Partial<RootState>;
  /** Where session and cart persist; defaults to the browser's localStorage. */
  storage?: Storage;
  /** Save changes and follow other tabs; defaults to true when there is a storage. */
  persist?: boolean;
}

/**
 * Session and cart as last stored; the reducers rebuild them so totals and roles are derived again.
 * A stored session that ended while the shopper was away starts as ended ('expired'), so the host
 * shows the session-ended alert instead of logging out in silence.
 */
function stateFromStorage(storage: Storage | undefined): Partial<RootState> {
  const endedWhileAway = isStoredSessionEnded(readItem(storage, STORAGE_KEYS.session));
  const session = loadStoredSession(storage);
  const restored = session && sessionSlice.reducer(undefined, sessionStarted(sessionStartedFromStored(session)));
  const ended = endedWhileAway ? sessionSlice.reducer(undefined, sessionEnded({ reason: 'expired' })) : undefined;
  return {
    session: restored ?? ended,
    cart: cartSlice.reducer(undefined, cartReplacedFromStorage(loadStoredCart(storage))),
  };
}

/**
 * Builds the one Redux store of the site (the host calls this once; remotes never do). It
 * starts from the stored session and cart and, unless `persist` is false, keeps them stored
 * and in step with other tabs.
 */
export function createAppStore(options: CreateAppStoreOptions = {}) {
  const storage = options.storage ?? getLocalStorage();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...stateFromStorage(storage), ...options.preloadedState },
  });
  if (options.persist ?? storage !== undefined) startPersistence(store, storage);
  return store;
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The store's dispatch, aware of thunks. */
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
