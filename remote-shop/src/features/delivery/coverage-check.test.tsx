import { fireEvent, screen } from '@testing-library/react';
import { createAppStore, MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { DeliveryCoverageDocument } from '../../generated/graphql';
import { LazyCoverageCheck } from './lazy-coverage-check';

const coverageMock = (postalCode: string, covered: boolean, message: string) => ({
  request: { query: DeliveryCoverageDocument, variables: { postalCode } },
  result: { data: { deliveryCoverage: { __typename: 'DeliveryCoverage', status: true, covered, message } } },
});

describe('LazyCoverageCheck (home)', () => {
  it('loads in the browser and shows the API answer for a postal code', async () => {
    renderWithProviders(<LazyCoverageCheck />, {
      store: createAppStore({ persist: false }),
      mocks: [
        coverageMock('44160', true, 'Sí entregamos en 44160'),
        coverageMock('12345', false, 'Por ahora no entregamos en el C.P. 12345'),
      ] as never,
    });
    // The chunk loads after mount: allow for a slow machine.
    const field = await screen.findByLabelText(MESSAGES.delivery.postalCode);
    expect(screen.getByRole('heading', { name: MESSAGES.delivery.coverageTitle })).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '44160' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.delivery.check }));
    expect(await screen.findByText('Sí entregamos en 44160')).toHaveClass('coverage-answer--yes');
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.delivery.check }));
    expect(await screen.findByText('Por ahora no entregamos en el C.P. 12345')).toHaveClass('coverage-answer--no');
  });
});
