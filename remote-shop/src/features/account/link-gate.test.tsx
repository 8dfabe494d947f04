import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { AccountLinkStatusDocument } from '../../generated/graphql';
import ActivatePage from './activate-page';
import ResetPage from './reset-page';

const TOKEN = 'a'.repeat(43);
const USED = 'Este enlace ya fue utilizado. Pide uno nuevo si lo necesitas.';

function status(purpose: 'reset' | 'activate', ok: boolean, message: string) {
  return {
    request: { query: AccountLinkStatusDocument, variables: { token: TOKEN, purpose } },
    result: { data: { accountLinkStatus: { __typename: 'AccountResult', status: ok, message } } },
  };
}

function renderAt(path: string, mocks: ReturnType<typeof status>[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/reset/:token" element={<ResetPage />} />
      <Route path="/active/:token" element={<ActivatePage />} />
    </Routes>,
    { path, mocks },
  );
}

describe('reset and activation pages check their link first', () => {
  it.each([
    ['reset', `/reset/${TOKEN}`],
    ['activate', `/active/${TOKEN}`],
  ] as const)('a used %s link shows the reason and a link to /forgot, not the form', async (purpose, path) => {
    renderAt(path, [status(purpose, false, USED)]);
    expect(screen.getByText(MESSAGES.busy.processing)).toBeInTheDocument();
    expect(await screen.findByText(USED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.account.askNewLinkAction })).toHaveAttribute('href', '/forgot');
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    // A never-activated account cannot use /forgot: its page also offers a new activation link.
    expect(screen.queryAllByLabelText('Correo electrónico')).toHaveLength(purpose === 'activate' ? 1 : 0);
  });

  it('a usable reset link shows the form', async () => {
    renderAt(`/reset/${TOKEN}`, [status('reset', true, 'El enlace es válido.')]);
    expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MESSAGES.account.askNewLinkAction })).not.toBeInTheDocument();
  });
});
