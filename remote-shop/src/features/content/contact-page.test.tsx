import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { CONTACT_LIMITS, MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { SendContactMessageDocument } from '../../generated/graphql';
import ContactPage from './contact-page';

const LUCIA = { name: 'Lucía Pérez', email: 'lucia.perez@example.com', message: '¿Entregan en Zapopan los sábados?' };
const SENT = 'Gracias por escribirnos. Te responderemos pronto a lucia.perez@example.com.';
const LIMITED = 'Recibimos demasiados mensajes desde tu conexión. Espera un rato e inténtalo de nuevo.';

function answer(status: boolean, message: string, delay = 0): MockedResponse {
  return {
    request: { query: SendContactMessageDocument, variables: { input: LUCIA } },
    result: { data: { sendContactMessage: { __typename: 'ContactResult', status, message } } },
    delay,
  };
}

function renderPage(mocks: MockedResponse[] = []) {
  return renderWithProviders(
    <MockedProvider mocks={mocks}>
      <ContactPage />
    </MockedProvider>,
    { path: '/contact' },
  );
}

const field = {
  name: () => screen.getByLabelText(MESSAGES.contact.name),
  email: () => screen.getByLabelText(MESSAGES.contact.email),
  message: () => screen.getByLabelText(MESSAGES.contact.message),
};

function fill(values: Partial<typeof LUCIA>) {
  for (const [key, value] of Object.entries(values)) {
    fireEvent.change(field[key as keyof typeof field](), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: MESSAGES.contact.send }));

describe('ContactPage', () => {
  it('keeps pointing at the footer for the phone and e-mail', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.contact.title })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.intro)).toBeInTheDocument();
  });

  it('names every missing field with the same text as the API', async () => {
    renderPage();
    fill({ name: '   ' });
    submit();
    expect(await screen.findByText(MESSAGES.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.messageRequired)).toBeInTheDocument();
  });

  it('refuses a short name, a malformed e-mail and a short message', async () => {
    renderPage();
    fill({ name: ' L ', email: 'lucia@@example', message: '  Hola 123  ' });
    submit();
    expect(await screen.findByText(MESSAGES.contact.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.emailFormat)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.messageTooShort)).toBeInTheDocument();
  });

  it('refuses a name and a message over the limits and counts the characters', async () => {
    renderPage();
    fill({ name: 'N'.repeat(CONTACT_LIMITS.nameMax + 1), message: 'm'.repeat(CONTACT_LIMITS.messageMax + 1) });
    expect(screen.getByText(`${CONTACT_LIMITS.messageMax + 1} / ${CONTACT_LIMITS.messageMax}`)).toBeInTheDocument();
    submit();
    expect(await screen.findByText(MESSAGES.contact.nameTooLong)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.messageTooLong)).toBeInTheDocument();
    expect(MESSAGES.contact.nameTooLong).toBe('El nombre admite como máximo 80 caracteres');
    expect(MESSAGES.contact.messageTooLong).toBe('El mensaje admite como máximo 2000 caracteres');
  });

  it('says it is mailing while sending, then shows the answer and empties the form', async () => {
    renderPage([answer(true, SENT, 50)]);
    fill({ ...LUCIA, name: '  Lucía   Pérez ', email: ' lucia.perez@example.com ' });
    expect(screen.getByText(`${LUCIA.message.length} / ${CONTACT_LIMITS.messageMax}`)).toBeInTheDocument();
    submit();
    expect(await screen.findByText(MESSAGES.busy.mailing)).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByText(MESSAGES.busy.mailing)).not.toBeInTheDocument();
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.message()).toHaveValue('');
  });

  it('keeps what was typed when the API refuses', async () => {
    renderPage([answer(false, LIMITED)]);
    fill(LUCIA);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(LIMITED);
    expect(field.name()).toHaveValue(LUCIA.name);
    expect(field.email()).toHaveValue(LUCIA.email);
    expect(field.message()).toHaveValue(LUCIA.message);
  });

  it('shows the load-failure message when the call itself fails, keeping the form', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([
      { request: { query: SendContactMessageDocument, variables: { input: LUCIA } }, error: new Error('red') },
    ]);
    fill(LUCIA);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadFailed);
    expect(field.message()).toHaveValue(LUCIA.message);
    consoleError.mockRestore();
  });
});
