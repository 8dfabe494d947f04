import { fireEvent, screen } from '@testing-library/react';
import { createAppStore } from '../store/create-app-store';
import { DeliveryCoverageDocument } from '../generated/graphql';
import { MESSAGES } from '../messages/messages';
import { renderWithProviders } from '../testing/render-with-providers';
import { coverageAnswer, deliveryWhen } from './coverage-answer';
import { CoverageCheck } from './coverage-check';

const zone = { __typename: 'DeliveryZone', fee: 49, freeShippingFrom: 500, minimumOrder: 150 };
const answer = (postalCode: string, fields: Record<string, unknown>) => ({
  request: { query: DeliveryCoverageDocument, variables: { postalCode } },
  result: {
    data: {
      deliveryCoverage: {
        __typename: 'DeliveryCoverage',
        status: true,
        zone: null,
        nextWindow: null,
        noWindowMessage: null,
        ...fields,
      },
    },
  },
});

describe('CoverageCheck (cart panel and home)', () => {
  it('answers how much and when for a covered code, and why not for one outside every zone', async () => {
    renderWithProviders(<CoverageCheck variant="section" />, {
      store: createAppStore({ persist: false }),
      mocks: [
        answer('44160', {
          covered: true,
          message: 'Sí entregamos en 44160',
          zone,
          nextWindow: { __typename: 'DeliveryWindow', date: '2026-11-28', start: '09:00' },
        }),
        answer('12345', { covered: false, message: 'Por ahora no entregamos en el C.P. 12345' }),
      ] as never,
    });
    expect(screen.getByRole('heading', { name: MESSAGES.delivery.coverageTitle })).toBeInTheDocument();
    const field = screen.getByLabelText(MESSAGES.delivery.postalCode);
    fireEvent.change(field, { target: { value: '44160' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.delivery.check }));
    expect(await screen.findByText('Sí entregamos en 44160')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Envío $49.00 · gratis desde $500.00 · pedido mínimo $150.00 · próxima entrega: sábado 28, 9:00',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('coverage-answer--yes');
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.delivery.check }));
    expect(await screen.findByText('Por ahora no entregamos en el C.P. 12345')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('coverage-answer--no');
    expect(screen.queryByText(/Envío/)).not.toBeInTheDocument();
  });

  it('in the cart panel the title is a paragraph, and a zone without places says so', async () => {
    renderWithProviders(<CoverageCheck variant="panel" />, {
      store: createAppStore({ persist: false }),
      mocks: [
        answer('44160', {
          covered: true,
          message: 'Sí entregamos en 44160',
          zone: { ...zone, minimumOrder: 0 },
          noWindowMessage: 'Por ahora no quedan horarios de entrega con lugar en los próximos 7 días.',
        }),
      ] as never,
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(MESSAGES.delivery.postalCode), { target: { value: '44160' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.delivery.check }));
    expect(await screen.findByText('Envío $49.00 · gratis desde $500.00')).toBeInTheDocument();
    expect(screen.getByText(/no quedan horarios de entrega con lugar/)).toBeInTheDocument();
  });
});

describe('coverageAnswer', () => {
  it('free delivery everywhere in a zone: no threshold named; the hour without its leading zero', () => {
    const lines = coverageAnswer({
      message: 'Sí entregamos en 44160',
      covered: true,
      zone: { fee: 0, freeShippingFrom: null, minimumOrder: 0 },
      nextWindow: { date: '2026-11-30', start: '15:00' },
    });
    expect(lines).toEqual(['Sí entregamos en 44160', 'Envío gratis · próxima entrega: lunes 30, 15:00']);
    expect(deliveryWhen('2026-12-01', '09:30')).toBe('martes 1, 9:30');
  });
});
