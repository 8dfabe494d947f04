import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES, ROUTES, createAppStore, selectSessionLabel, sessionStarted } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { SIDE_MENU_STORAGE_KEY, selectIsSideMenuOpen } from './admin-layout.slice';
import { AdminLayout } from './admin-layout';

jest.mock('sweetalert2', () => ({ fire: jest.fn() }));
const confirmLogout = Swal.fire as unknown as jest.Mock;

const text = MESSAGES.admin;
const realMatchMedia = window.matchMedia;

/** Pretends the window is narrower than the small breakpoint, or not. */
function setSmallScreen(isSmall: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: isSmall,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function adminStore() {
  const store = createAppStore({ persist: false });
  store.dispatch(
    sessionStarted({
      token: 'token',
      user: { id: '1', name: 'Ana', role: 'ADMIN', isEmailVerified: true },
      expireTime: Date.now() / 1000 + 3600,
    }),
  );
  return store;
}

function renderShell(store = adminStore()) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.admin} element={<AdminLayout />}>
        <Route index element={<p>Página del panel</p>} />
        <Route path="users" element={<p>Página de usuarios</p>} />
      </Route>
      <Route path={ROUTES.home} element={<p>Página de la tienda</p>} />
      <Route path={ROUTES.root} element={<p>Inicio de la tienda</p>} />
    </Routes>,
    { path: ROUTES.admin, store },
  );
}

const sideMenu = () => screen.queryByRole('navigation', { name: text.sideMenu });
const toggle = () => screen.getByRole('button', { name: text.menuToggle });

beforeEach(() => {
  localStorage.clear();
  setSmallScreen(false);
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});

describe('AdminLayout', () => {
  it('shows the shop link in the top bar and the items in the side menu on wide screens, never twice', () => {
    renderShell();
    const topMenu = screen.getByRole('navigation', { name: text.topMenu });
    expect(within(topMenu).getByRole('link', { name: text.goToShop })).toHaveAttribute('href', ROUTES.home);
    expect(within(topMenu).queryByRole('link', { name: text.products })).not.toBeInTheDocument();
    expect(within(sideMenu()!).getByRole('link', { name: text.products })).toHaveAttribute(
      'href',
      ROUTES.adminProducts,
    );
    expect(screen.getByText('Página del panel')).toBeInTheDocument();
  });

  it('moves the menu items into the top bar while the side menu is closed', () => {
    renderShell();
    fireEvent.click(toggle());
    expect(sideMenu()).not.toBeInTheDocument();
    const topMenu = screen.getByRole('navigation', { name: text.topMenu });
    for (const label of [text.panel, text.users, text.categories, text.products, text.orders]) {
      expect(within(topMenu).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(topMenu).getByRole('link', { name: text.goToShop })).toHaveAttribute('href', ROUTES.home);
  });

  it('keeps the toggle in the store and in localStorage, and restores it on the next visit', () => {
    const { store, unmount } = renderShell();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(toggle());
    expect(sideMenu()).not.toBeInTheDocument();
    expect(selectIsSideMenuOpen(store.getState())).toBe(false);
    expect(localStorage.getItem(SIDE_MENU_STORAGE_KEY)).toBe('false');
    unmount();

    const next = renderShell();
    expect(selectIsSideMenuOpen(next.store.getState())).toBe(false);
    expect(sideMenu()).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle());
    expect(sideMenu()).toBeInTheDocument();
    expect(localStorage.getItem(SIDE_MENU_STORAGE_KEY)).toBe('true');
  });

  it('ignores a corrupt stored value and starts open', () => {
    localStorage.setItem(SIDE_MENU_STORAGE_KEY, '{not json');
    renderShell();
    expect(sideMenu()).toBeInTheDocument();
  });

  it('keeps the side menu open after a link click on wide screens', () => {
    renderShell();
    fireEvent.click(within(sideMenu()!).getByRole('link', { name: text.users }));
    expect(screen.getByText('Página de usuarios')).toBeInTheDocument();
    expect(sideMenu()).toBeInTheDocument();
  });

  it('on small screens starts with the top menu closed, even after a wide screen left it open', () => {
    localStorage.setItem(SIDE_MENU_STORAGE_KEY, 'true');
    setSmallScreen(true);
    renderShell();
    expect(screen.queryByRole('navigation', { name: text.topMenu })).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(SIDE_MENU_STORAGE_KEY)).toBe('true');
  });

  it('on small screens shows the logo and a toggle, and collapses the menu on a link click', () => {
    setSmallScreen(true);
    const { store } = renderShell();
    expect(screen.getByRole('img', { name: 'Del Campo' })).toBeInTheDocument();
    expect(sideMenu()).not.toBeInTheDocument();
    fireEvent.click(toggle());
    const mobileMenu = screen.getByRole('navigation', { name: text.topMenu });

    fireEvent.click(within(mobileMenu).getByRole('link', { name: text.users }));
    expect(screen.getByText('Página de usuarios')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: text.topMenu })).not.toBeInTheDocument();
    expect(selectIsSideMenuOpen(store.getState())).toBe(false);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle());
    expect(screen.getByRole('navigation', { name: text.topMenu })).toBeInTheDocument();
  });

  it("logs out from the user's dropdown after the question: the label is cleared and the shop shows", async () => {
    confirmLogout.mockResolvedValueOnce({ isConfirmed: true });
    const { store } = renderShell();
    fireEvent.click(screen.getByTestId('admin-user'));
    expect(screen.getByTestId('admin-user')).toHaveTextContent('Ana');

    fireEvent.click(await screen.findByText(text.logout));
    // The question's library is loaded on demand: the call comes a moment after the click.
    await waitFor(() =>
      expect(confirmLogout).toHaveBeenCalledWith(expect.objectContaining({ text: MESSAGES.logoutText })),
    );
    await waitFor(() => expect(selectSessionLabel(store.getState())).toBe(''));
    expect(await screen.findByText('Inicio de la tienda')).toBeInTheDocument();
  });

  it('keeps the session when the admin answers no to the question', async () => {
    confirmLogout.mockResolvedValueOnce({ isConfirmed: false });
    const { store } = renderShell();
    fireEvent.click(screen.getByTestId('admin-user'));
    fireEvent.click(await screen.findByText(text.logout));
    await waitFor(() => expect(confirmLogout).toHaveBeenCalled());
    expect(selectSessionLabel(store.getState())).toBe('Ana');
  });

  it('shows no user dropdown when logged out', () => {
    renderShell(createAppStore({ persist: false }));
    expect(screen.queryByTestId('admin-user')).not.toBeInTheDocument();
  });
});
