import { screen, within } from '@testing-library/react';
import { ADDRESS_MIN_LENGTH, MESSAGES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { DEMO_ZONE, deliveryGuideMock } from './delivery-guide/testing/guide-fixture';
import DemoInfoPage from './demo-info-page';

const guideMock = deliveryGuideMock();

describe('DemoInfoPage', () => {
  it('shows both test cards, expiry, cvc and the address minimum', () => {
    renderWithProviders(<DemoInfoPage />, { mocks: [guideMock] });
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0048 4000 0008')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.testCardsOnly)).toBeInTheDocument();
    expect(screen.getByText('Cualquier fecha futura (MM/AA)')).toBeInTheDocument();
    expect(screen.getByText('Cualquier número de 3 dígitos')).toBeInTheDocument();
    expect(ADDRESS_MIN_LENGTH).toBe(5);
    expect(screen.getByText(`Texto libre, de al menos ${ADDRESS_MIN_LENGTH} caracteres`)).toBeInTheDocument();
  });

  it('lists the demo accounts of the seed data', () => {
    renderWithProviders(<DemoInfoPage />, { mocks: [guideMock] });
    expect(screen.getByText('admin@delcampo.mx / admin123')).toBeInTheDocument();
    expect(screen.getByText('cliente@delcampo.mx / cliente123')).toBeInTheDocument();
  });

  it("states each zone's delivery promise from its settings (issue 29)", async () => {
    renderWithProviders(<DemoInfoPage />, { mocks: [guideMock] });
    const section = screen.getByRole('region', { name: MESSAGES.deliveryGuide.infoTitle });
    expect(within(section).getByRole('status', { name: MESSAGES.busy.loading })).toBeInTheDocument();
    expect(await within(section).findByRole('heading', { name: DEMO_ZONE.name })).toBeInTheDocument();
    expect(within(section).getByText('$49.00')).toBeInTheDocument();
    expect(within(section).getByText('$500.00')).toBeInTheDocument();
    expect(within(section).getByText(/De lunes a sábado, de 09:00 a 12:00/)).toBeInTheDocument();
    expect(within(section).getByText(/hasta las 20:00 del día anterior/)).toBeInTheDocument();
  });
});
