import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES, createAppStore, itemSet, sessionCheckStarted, sessionStarted } from 'shared';
import { testCartItem } from 'shared/src/testing/order-fixtures';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { Navbar } from './navbar';

jest.mock('sweetalert2', () => ({ fire: jest.fn() }));

const futureToken = (role: string) => {
  const payload = Buffer.from(JSON.stringify({ id: '1', name: 'Ana', role, exp: Date.now() / 1000 + 3600 })).toString(
    'base64url',
  );
  return `x.${payload}.y`;
};

function storeWith(role: 'ADMIN' | 'CLIENT' | null) {
  const store = createAppStore({ persist: false });
  if (role) {
    store.dispatch(
      sessionStarted({ token: futureToken(role), user: { id: '1', name: 'Ana', role, isEmailVerified: true } }),
    );
  }
  return store;
}

describe('Navbar session area (spec section 2)', () => {
  it('shows "Ingresa" and "Crea tu cuenta" when logged out', () => {
    renderWithProviders(<Navbar />, { store: storeWith(null) });
    expect(screen.getByRole('link', { name: MESSAGES.nav.login })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.nav.register })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MESSAGES.nav.adminPanel })).not.toBeInTheDocument();
  });

  it('shows the admin the name and "Panel Adm", and no login links', () => {
    renderWithProviders(<Navbar />, { store: storeWith('ADMIN') });
    expect(screen.getByTestId('navbar-user')).toHaveTextContent('Ana');
    expect(screen.getByRole('link', { name: MESSAGES.nav.adminPanel })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MESSAGES.nav.login })).not.toBeInTheDocument();
  });

  it('opens the user menu: "Mis compras" for a client, Escape closes it and focus returns', () => {
    renderWithProviders(<Navbar />, { store: storeWith('CLIENT') });
    const user = screen.getByRole('button', { name: /Ana/ });
    expect(user).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(user);
    expect(user).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: MESSAGES.nav.myOrders })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: MESSAGES.nav.logout })).toBeInTheDocument();
    // Spec 2: a divider before "Cerrar sesión".
    const items = screen.getByRole('list').children;
    expect([...items].map((item) => item.getAttribute('role'))).toEqual([null, 'separator', null]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: MESSAGES.nav.myOrders })).not.toBeInTheDocument();
    expect(user).toHaveFocus();
  });

  it('offers an admin "Cerrar sesión" but no "Mis compras"', () => {
    renderWithProviders(<Navbar />, { store: storeWith('ADMIN') });
    fireEvent.click(screen.getByRole('button', { name: /Ana/ }));
    expect(screen.getByRole('button', { name: MESSAGES.nav.logout })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MESSAGES.nav.myOrders })).not.toBeInTheDocument();
  });

  it('shows the cart count on the cart button, for eyes and for screen readers', () => {
    const store = storeWith(null);
    store.dispatch(itemSet(testCartItem({ stock: 9 })));
    renderWithProviders(<Navbar />, { store });
    expect(
      screen.getAllByRole('button', { name: `${MESSAGES.nav.cart}: 3 ${MESSAGES.cart.countSuffix}` }),
    ).toHaveLength(2);
  });

  it('shows a client the name but no "Panel Adm"', () => {
    renderWithProviders(<Navbar />, { store: storeWith('CLIENT') });
    expect(screen.getByTestId('navbar-user')).toHaveTextContent('Ana');
    expect(screen.queryByRole('link', { name: MESSAGES.nav.adminPanel })).not.toBeInTheDocument();
  });

  it('shows no session-dependent link while the session check runs', () => {
    const store = storeWith('CLIENT');
    store.dispatch(sessionCheckStarted());
    renderWithProviders(<Navbar />, { store });
    expect(screen.queryByTestId('navbar-user')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MESSAGES.nav.login })).not.toBeInTheDocument();
  });

  it('hides the cart button on the checkout page', () => {
    renderWithProviders(<Navbar />, { store: storeWith(null), path: '/checkout' });
    expect(screen.queryByRole('button', { name: /Carrito/ })).not.toBeInTheDocument();
  });
});
