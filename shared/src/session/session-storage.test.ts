import { createAppStore } from '../store/create-app-store';
import { fakeJwt } from '../test/jwt';
import { sessionStarted } from './session.slice';
import { loadStoredSession, parseStoredSession, saveSession } from './session-storage';

const NOW_MS = 1_700_000_000_000;
const NOW_S = NOW_MS / 1000;
const HOUR_MS = 60 * 60 * 1000;

function loggedInSession(exp: number) {
  const store = createAppStore({ persist: false, storage: window.sessionStorage });
  store.dispatch(
    sessionStarted({ token: fakeJwt({ exp }), user: { id: 'u1', name: 'Ana', role: 'ADMIN', isEmailVerified: true } }),
  );
  return store.getState().session;
}

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    window.sessionStorage.clear();
  });

  it('stores the session under "session" with a 24 h storedUntil, and reads it back', () => {
    const session = loggedInSession(NOW_S + 7200);
    saveSession(session, localStorage, NOW_MS);
    const stored = JSON.parse(localStorage.getItem('session')!);
    expect(stored.storedUntil).toBe(NOW_MS + 24 * HOUR_MS);
    expect(stored.value).toEqual({
      token: session.token,
      label: 'Ana',
      role: 'admin',
      userId: 'u1',
      expireTime: NOW_S + 7200,
      isEmailVerified: true,
    });
    expect(loadStoredSession(localStorage, NOW_MS + HOUR_MS)).toEqual(stored.value);
  });

  it('treats a session stored more than 24 h ago as absent and removes it', () => {
    saveSession(loggedInSession(NOW_S + 48 * 3600), localStorage, NOW_MS);
    expect(loadStoredSession(localStorage, NOW_MS + 24 * HOUR_MS - 1)).not.toBeNull();
    expect(loadStoredSession(localStorage, NOW_MS + 24 * HOUR_MS)).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('treats a session whose token has expired as absent and removes it', () => {
    saveSession(loggedInSession(NOW_S + 60), localStorage, NOW_MS);
    expect(loadStoredSession(localStorage, NOW_MS + 61_000)).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('gives a stored token without readable expiry the 5-minute fallback', () => {
    const value = { token: 'opaque', label: 'Ana', role: 'client', userId: 'u1', isEmailVerified: false };
    const raw = JSON.stringify({ value, storedUntil: NOW_MS + HOUR_MS });
    expect(parseStoredSession(raw, NOW_MS)?.expireTime).toBe(NOW_S + 300);
  });

  it('removes the key on logout', () => {
    saveSession(loggedInSession(NOW_S + 60), localStorage, NOW_MS);
    const loggedOut = createAppStore({ persist: false, storage: window.sessionStorage }).getState().session;
    saveSession(loggedOut, localStorage, NOW_MS);
    expect(localStorage.getItem('session')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no envelope', JSON.stringify({ token: 'x' })],
    ['no token', JSON.stringify({ value: { label: 'Ana' }, storedUntil: NOW_MS + HOUR_MS })],
    [
      'storedUntil not a number',
      JSON.stringify({ value: { token: 'x', expireTime: NOW_S + 60 }, storedUntil: 'later' }),
    ],
  ])('ignores and removes a stored value that is %s', (_case, raw) => {
    localStorage.setItem('session', raw);
    expect(loadStoredSession(localStorage, NOW_MS)).toBeNull();
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('never trusts a stored role other than admin or client', () => {
    const value = { token: 't', label: 'Eve', role: 'root', userId: 7, expireTime: NOW_S + 60, isEmailVerified: 'yes' };
    const raw = JSON.stringify({ value, storedUntil: NOW_MS + HOUR_MS });
    expect(parseStoredSession(raw, NOW_MS)).toMatchObject({ role: 'client', userId: null, isEmailVerified: false });
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(loadStoredSession(broken, NOW_MS)).toBeNull();
    expect(() => saveSession(loggedInSession(NOW_S + 60), broken, NOW_MS)).not.toThrow();
  });
});
