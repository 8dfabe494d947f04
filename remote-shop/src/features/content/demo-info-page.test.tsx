import { render, screen } from '@testing-library/react';
import { ADDRESS_MIN_LENGTH, MESSAGES } from 'shared';
import DemoInfoPage from './demo-info-page';

describe('DemoInfoPage', () => {
  it('shows both test cards, expiry, cvc and the address minimum', () => {
    render(<DemoInfoPage />);
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0048 4000 0008')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.testCardsOnly)).toBeInTheDocument();
    expect(screen.getByText('Cualquier fecha futura (MM/AA)')).toBeInTheDocument();
    expect(screen.getByText('Cualquier número de 3 dígitos')).toBeInTheDocument();
    expect(ADDRESS_MIN_LENGTH).toBe(5);
    expect(screen.getByText(`Texto libre, de al menos ${ADDRESS_MIN_LENGTH} caracteres`)).toBeInTheDocument();
  });

  it('lists the demo accounts of the seed data', () => {
    render(<DemoInfoPage />);
    expect(screen.getByText('admin@delcampo.mx / admin123')).toBeInTheDocument();
    expect(screen.getByText('cliente@delcampo.mx / cliente123')).toBeInTheDocument();
  });
});
