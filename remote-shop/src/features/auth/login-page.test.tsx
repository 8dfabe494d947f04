import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import LoginPage from './login-page';

function renderPage() {
  return renderWithProviders(
    <MockedProvider mocks={[]}>
      <LoginPage />
    </MockedProvider>,
    { path: '/login' },
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: MESSAGES.nav.login }));

describe('LoginPage: field messages', () => {
  it('says that only test cards are accepted, as the spec asks of the sign-in page', () => {
    renderPage();
    expect(screen.getByText(MESSAGES.testCardsOnly)).toBeInTheDocument();
  });

  it('an empty password is "obligatoria", not "al menos 6"', async () => {
    renderPage();
    submit();
    expect(await screen.findByText(MESSAGES.validation.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.validation.passwordMin)).not.toBeInTheDocument();
  });

  it('a short password gets the minimum-length message', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'abc' } });
    submit();
    expect(await screen.findByText(MESSAGES.validation.passwordMin)).toBeInTheDocument();
  });

  it("turns off the browser's own validation bubbles: only the site's Spanish messages show", () => {
    const { container } = renderPage();
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
  });
});

// Issue 17 item 20: the spec's login-required failure kind shows where a guard sent the shopper.
describe('LoginPage: login required', () => {
  it('says "Ingresa con tu usuario para que puedas acceder a esta sección..." when a guard sent the shopper', () => {
    renderWithProviders(
      <MockedProvider mocks={[]}>
        <LoginPage />
      </MockedProvider>,
      { path: '/login', state: { from: '/orders' } },
    );
    expect(screen.getByText(MESSAGES.loginRequired)).toBeInTheDocument();
    expect(MESSAGES.loginRequired).toBe('Ingresa con tu usuario para que puedas acceder a esta sección...');
  });

  it('says nothing of the kind when the shopper came to log in by choice', () => {
    renderPage();
    expect(screen.queryByText(MESSAGES.loginRequired)).not.toBeInTheDocument();
  });
});
