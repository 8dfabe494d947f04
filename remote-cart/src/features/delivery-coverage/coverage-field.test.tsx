import { fireEvent, screen } from '@testing-library/react';
import { createAppStore, MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { DeliveryCoverageDocument } from '../../generated/graphql';
import { CoverageField } from './coverage-field';

const coverageMock = (postalCode: string, status: boolean, covered: boolean, message: string) => ({
  request: { query: DeliveryCoverageDocument, variables: { postalCode } },
  result: { data: { deliveryCoverage: { __typename: 'DeliveryCoverage', status, covered, message } } },
});

function check(postalCode: string) {
  fireEvent.change(screen.getByLabelText(MESSAGES.delivery.postalCode), { target: { value: postalCode } });
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.delivery.check }));
}

describe('CoverageField', () => {
  it('asks the API and shows its answer: covered, not covered, or a malformed postal code', async () => {
    renderWithProviders(<CoverageField />, {
      store: createAppStore({ persist: false }),
      mocks: [
        coverageMock('44160', true, true, 'Sí entregamos en 44160'),
        coverageMock('12345', true, false, 'Por ahora no entregamos en el C.P. 12345'),
        coverageMock('441', false, false, 'El código postal debe tener 5 dígitos, por ejemplo 44160.'),
      ] as never,
    });
    expect(screen.getByText(MESSAGES.delivery.coverageTitle)).toBeInTheDocument();
    check('44160');
    expect(await screen.findByText('Sí entregamos en 44160')).toHaveClass('coverage-answer--yes');
    check('12345');
    expect(await screen.findByText('Por ahora no entregamos en el C.P. 12345')).toHaveClass('coverage-answer--no');
    check('441');
    // The answer is replaced while the next one loads: wait for it, not for the element.
    expect(await screen.findByText('El código postal debe tener 5 dígitos, por ejemplo 44160.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
