import { screen, within } from '@testing-library/react';
import { MESSAGES } from 'shared';
import { renderWithProviders, TEST_APP_CONFIG } from 'shared/src/testing/render-with-providers';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the shop data of the runtime config (useAppConfig from shared)', () => {
    const shop = { ...TEST_APP_CONFIG.shop, name: 'Del Campo Norte', phone: '81 1234 5678' };
    renderWithProviders(<Footer />, { config: { ...TEST_APP_CONFIG, shop } });
    expect(screen.getByText('Del Campo Norte')).toBeInTheDocument();
    expect(screen.getByText(shop.tagline)).toBeInTheDocument();
    expect(screen.getByText(shop.city)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '81 1234 5678' })).toHaveAttribute('href', 'tel:8112345678');
    expect(screen.getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`);
  });

  it('links to the FAQ and the contact page', () => {
    renderWithProviders(<Footer />);
    const help = screen.getByRole('navigation', { name: MESSAGES.nav.helpLinks });
    expect(within(help).getByRole('link', { name: MESSAGES.nav.faq })).toHaveAttribute('href', '/faq');
    expect(within(help).getByRole('link', { name: MESSAGES.nav.contact })).toHaveAttribute('href', '/contact');
  });
});
