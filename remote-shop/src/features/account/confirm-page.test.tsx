import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createAppStore, MESSAGES, sessionStarted } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { ConfirmEmailDocument } from '../../generated/graphql';
import ConfirmPage from './confirm-page';

const confirmed = {
  request: { query: ConfirmEmailDocument, variables: { token: 'abc' } },
  result: { data: { confirmEmail: { __typename: 'AccountResult', status: true, message: 'ok' } } },
};

function renderConfirm(loggedIn: boolean) {
  const store = createAppStore({ persist: false });
  if (loggedIn) {
    const payload = Buffer.from(JSON.stringify({ exp: Date.now() / 1000 + 3600 })).toString('base64url');
    store.dispatch(
      sessionStarted({
        token: `x.${payload}.y`,
        user: { id: '1', name: 'Ana', role: 'CLIENT', isEmailVerified: true },
      }),
    );
  }
  return renderWithProviders(
    <Routes>
      <Route path="/confirm/:token" element={<ConfirmPage />} />
    </Routes>,
    { store, path: '/confirm/abc', mocks: [confirmed] },
  );
}

describe('ConfirmPage', () => {
  it('offers "Ingresa" once the e-mail is confirmed', async () => {
    renderConfirm(false);
    expect(await screen.findByText(MESSAGES.account.confirmed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.nav.login })).toHaveAttribute('href', '/login');
  });

  it('does not ask a shopper already logged in to log in (issue 29)', async () => {
    renderConfirm(true);
    expect(await screen.findByText(MESSAGES.account.confirmed)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MESSAGES.nav.login })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.checkout.goShopping })).toHaveAttribute('href', '/');
  });
});
