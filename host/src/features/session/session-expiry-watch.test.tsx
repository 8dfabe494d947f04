import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import Swal from 'sweetalert2';
import { createAppStore, MESSAGES, selectIsLoggedIn, sessionStarted } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { SessionExpiryWatch } from './session-expiry-watch';

jest.mock('sweetalert2', () => ({ fire: jest.fn(() => Promise.resolve({ isConfirmed: false })) }));

const admin = { id: 'u1', name: 'Ana', role: 'ADMIN', isEmailVerified: true };

// Issue 29 (walk-through): the admin's pages sit outside the shop's shell, where the expiry timer
// lived, so an admin whose session ran out while the page was open saw nothing.
it('ends a session whose time passes while an admin page is open, with the spec alert', async () => {
  jest.useFakeTimers();
  try {
    const store = createAppStore({ persist: false });
    const expireTime = Math.floor(Date.now() / 1000) + 60;
    store.dispatch(sessionStarted({ token: 'token', user: admin, expireTime }));
    renderWithProviders(
      <>
        <SessionExpiryWatch />
        <Routes>
          <Route path="/admin" element={<p>Panel</p>} />
        </Routes>
      </>,
      { store, path: '/admin' },
    );
    expect(screen.getByText('Panel')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(59_000);
    });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    act(() => {
      jest.advanceTimersByTime(2_000);
    });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() =>
    expect(Swal.fire).toHaveBeenCalledWith(expect.objectContaining({ title: MESSAGES.sessionEndedTitle })),
  );
});
