import { SESSION_CHECK } from '../constants/spec-constants';
import { createAppStore } from '../store/create-app-store';
import { fakeJwt, secondsFromNow } from '../test/jwt';
import {
  selectIsAdmin,
  selectIsCheckingSession,
  selectIsLoggedIn,
  selectIsSessionExpired,
  selectSession,
  selectSessionLabel,
  selectToken,
  sessionCheckStarted,
  sessionCheckSucceeded,
  sessionEnded,
  sessionEndNoticeShown,
  sessionLocked,
  sessionStarted,
  sessionUnlocked,
} from './session.slice';

const newStore = () => createAppStore({ persist: false, storage: window.sessionStorage });
const ana = { id: 'u1', name: 'Ana', role: 'CLIENT', isEmailVerified: true };
const admin = { id: 'u2', name: 'Admin', role: 'ADMIN', isEmailVerified: true };

describe('session slice', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('starts logged out with an empty label and the client role', () => {
    const state = newStore().getState();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectSession(state)).toMatchObject({ status: SESSION_CHECK.NONE, label: '', role: 'client', token: null });
    expect(selectIsSessionExpired(state)).toBe(true);
  });

  it('becomes active on login, with the expiry read from the token', () => {
    const store = newStore();
    const exp = secondsFromNow(3600);
    store.dispatch(sessionStarted({ token: fakeJwt({ exp }), user: ana }));
    const state = store.getState();
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectSessionLabel(state)).toBe('Ana');
    expect(selectSession(state)).toMatchObject({
      status: SESSION_CHECK.ACTIVE,
      role: 'client',
      userId: 'u1',
      expireTime: exp,
    });
    expect(selectIsAdmin(state)).toBe(false);
    expect(selectIsSessionExpired(state)).toBe(false);
  });

  it('assumes 5 minutes when the token has no readable expiry', () => {
    const store = newStore();
    store.dispatch(sessionStarted({ token: 'opaque', user: ana }));
    const { expireTime } = selectSession(store.getState());
    expect(expireTime! - Date.now() / 1000).toBeGreaterThan(295);
    expect(expireTime! - Date.now() / 1000).toBeLessThanOrEqual(300);
  });

  it('prefers an explicit expireTime', () => {
    const store = newStore();
    store.dispatch(sessionStarted({ token: fakeJwt({ exp: secondsFromNow(60) }), user: ana, expireTime: 42 }));
    expect(selectSession(store.getState()).expireTime).toBe(42);
  });

  it('makes an admin session only for role ADMIN that has not expired', () => {
    const store = newStore();
    store.dispatch(sessionStarted({ token: 't', user: admin, expireTime: secondsFromNow(60) }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    store.dispatch(sessionStarted({ token: 't', user: { ...admin, role: 'SYSTEM' }, expireTime: secondsFromNow(60) }));
    expect(selectIsAdmin(store.getState())).toBe(false);
    store.dispatch(sessionStarted({ token: 't', user: admin, expireTime: secondsFromNow(-1) }));
    expect(selectIsAdmin(store.getState())).toBe(false);
    expect(selectIsSessionExpired(store.getState())).toBe(true);
  });

  it('evaluates expiry at a given time', () => {
    const store = newStore();
    store.dispatch(sessionStarted({ token: 't', user: ana, expireTime: 1000 }));
    expect(selectIsSessionExpired(store.getState(), 999)).toBe(false);
    expect(selectIsSessionExpired(store.getState(), 1000)).toBe(true);
  });

  it('refreshes the session from a successful check', () => {
    const store = newStore();
    store.dispatch(sessionStarted({ token: 't', user: ana, expireTime: 100 }));
    store.dispatch(sessionCheckStarted());
    expect(selectIsCheckingSession(store.getState())).toBe(true);
    store.dispatch(
      sessionCheckSucceeded({
        dataInToken: { id: 'u1', name: 'Ana', role: 'ADMIN', expireTime: secondsFromNow(600) },
        user: { ...ana, name: 'Ana López', isEmailVerified: false },
      }),
    );
    const state = store.getState();
    expect(selectIsCheckingSession(state)).toBe(false);
    expect(selectSessionLabel(state)).toBe('Ana López');
    expect(selectSession(state)).toMatchObject({ role: 'admin', isEmailVerified: false, token: 't' });
    expect(selectIsAdmin(state)).toBe(true);
  });

  it('ignores a check that answers after the user logged out', () => {
    const store = newStore();
    store.dispatch(sessionStarted({ token: 't', user: ana }));
    store.dispatch(sessionCheckStarted());
    store.dispatch(sessionEnded({ reason: 'logout' }));
    store.dispatch(sessionCheckSucceeded({ dataInToken: { id: 'u1', name: 'Ana', role: 'CLIENT', expireTime: 9e9 } }));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectIsCheckingSession(store.getState())).toBe(false);
  });

  it('removes the session and remembers why, until the notice is shown', () => {
    const store = newStore();
    store.dispatch(sessionStarted({ token: 't', user: admin }));
    store.dispatch(sessionCheckStarted());
    store.dispatch(sessionEnded({ reason: 'expired' }));
    expect(selectSession(store.getState())).toMatchObject({
      status: SESSION_CHECK.NONE,
      label: '',
      role: 'client',
      token: null,
      userId: null,
      isChecking: false,
      endedReason: 'expired',
    });
    store.dispatch(sessionEndNoticeShown());
    expect(selectSession(store.getState()).endedReason).toBeNull();
  });

  it('blocks sessions while the "no session lock" is on', () => {
    const store = newStore();
    store.dispatch(sessionStarted({ token: 't', user: ana }));
    store.dispatch(sessionLocked());
    expect(selectToken(store.getState())).toBeNull();
    expect(selectSession(store.getState()).status).toBe(SESSION_CHECK.BLOCKED);
    store.dispatch(sessionStarted({ token: 't2', user: ana }));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(selectSession(store.getState()).status).toBe(SESSION_CHECK.BLOCKED);
    store.dispatch(sessionUnlocked());
    expect(selectSession(store.getState()).status).toBe(SESSION_CHECK.NONE);
    store.dispatch(sessionStarted({ token: 't2', user: ana }));
    expect(selectToken(store.getState())).toBe('t2');
  });

  it('does not start a session without a token', () => {
    const store = newStore();
    store.dispatch(sessionStarted({ token: '', user: ana }));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
