import { screen } from '@testing-library/react';
import { MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { DeliveryGuideDocument } from '../../generated/graphql';
import { deliveryGuideMock } from './delivery-guide/testing/guide-fixture';
import FaqPage from './faq-page';

const guideMock = deliveryGuideMock(20);
const failingMock = { request: { query: DeliveryGuideDocument }, error: new Error('sin red') };

describe('FaqPage', () => {
  it('covers shipping, payment, freshness and returns under ordered headings', async () => {
    renderWithProviders(<FaqPage />, { mocks: [guideMock] });
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    const topics = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(topics).toEqual(['Envíos y entregas', 'Pagos', 'Frescura', 'Devoluciones']);
    expect(screen.getByRole('heading', { level: 3, name: '¿A dónde entregan?' })).toBeInTheDocument();
    expect(await screen.findByText(/es gratis en compras desde \$500\.00/)).toBeInTheDocument();
  });

  it("answers the delivery questions from the zones' settings, with a skeleton while they load", async () => {
    renderWithProviders(<FaqPage />, { mocks: [guideMock] });
    expect(screen.getAllByRole('status', { name: MESSAGES.busy.loading })).toHaveLength(3);
    expect(await screen.findByText(/^El envío cuesta \$49\.00/)).toBeInTheDocument();
    expect(screen.getByText(/de lunes a sábado, de 09:00 a 12:00/)).toBeInTheDocument();
    expect(screen.getByText(/hasta las 20:00 del día anterior/)).toBeInTheDocument();
    expect(screen.getByText(/códigos postales 44100 a 44990 y 45010 a 45245/)).toBeInTheDocument();
    expect(screen.queryByText(/Al día siguiente/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('falls back to the general answers when the settings cannot be read', async () => {
    renderWithProviders(<FaqPage />, { mocks: [failingMock] });
    expect(
      await screen.findByText('El día y el horario de la entrega los eliges al pagar, entre los que tienen lugar.'),
    ).toBeInTheDocument();
  });

  it('names the two test cards and says only test cards are accepted', () => {
    renderWithProviders(<FaqPage />, { mocks: [guideMock] });
    expect(screen.getByText(/solo se aceptan tarjetas de prueba/)).toBeInTheDocument();
    expect(
      screen.getByText(/4242 4242 4242 4242 \(Estados Unidos\) o 4000 0048 4000 0008 \(México\)/),
    ).toBeInTheDocument();
  });
});
