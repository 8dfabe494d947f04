import { screen } from '@testing-library/react';
import { MESSAGES, createAppStore, sessionCheckStarted, sessionStarted } from 'shared';
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
