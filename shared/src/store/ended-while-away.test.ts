import { createAppStore } from './create-app-store';

function storageWith(session: unknown): Storage {
  localStorage.clear();
  localStorage.setItem('session', JSON.stringify(session));
  return localStorage;
}

describe('a session that ended while the shopper was away', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const stored = (expireTime: number) => ({
    value: { token: 'a.b.c', label: 'Ana', role: 'client', userId: 'u1', expireTime, isEmailVerified: true },
    storedUntil: Date.now() + 3_600_000,
  });

  it('starts logged out with the reason "expired", so the host shows the session-ended alert', () => {
    const store = createAppStore({ storage: storageWith(stored(nowSeconds() - 60)), persist: false });
    const { session } = store.getState();
    expect(session.token).toBeNull();
    expect(session.endedReason).toBe('expired');
  });

  it('a live stored session is restored with no reason to end', () => {
    const store = createAppStore({ storage: storageWith(stored(nowSeconds() + 600)), persist: false });
    expect(store.getState().session.token).toBe('a.b.c');
    expect(store.getState().session.endedReason).toBeNull();
  });

  it('no stored session: nothing to tell', () => {
    localStorage.clear();
    expect(createAppStore({ storage: localStorage, persist: false }).getState().session.endedReason).toBeNull();
  });
});
