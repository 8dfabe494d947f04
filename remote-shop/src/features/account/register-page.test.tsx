import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import RegisterPage from './register-page';

function renderPage() {
  return renderWithProviders(
    <MockedProvider mocks={[]}>
      <RegisterPage />
    </MockedProvider>,
    { path: '/register' },
  );
}

describe('RegisterPage (spec section 5 messages)', () => {
  it('names every missing field with the spec text', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.nav.register }));
    expect(await screen.findByText(MESSAGES.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.lastnameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.emailRequired)).toBeInTheDocument();
  });

  it('refuses a malformed e-mail, a short password and a mismatched confirmation', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'lucia@@example' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirma la contraseña'), { target: { value: 'abd' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.nav.register }));
    expect(await screen.findByText(MESSAGES.validation.emailFormat)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.passwordMismatch)).toBeInTheDocument();
  });

  it("turns off the browser's own validation bubbles: only the site's Spanish messages show", () => {
    const { container } = renderPage();
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
  });
});
