import { render, renderHook, screen } from '@testing-library/react';
import { renderWithProviders, TEST_APP_CONFIG } from '../testing/render-with-providers';
import { parseAppConfig } from './app-config';
import { AppConfigContext, useAppConfig } from './app-config-context';

function ShopName() {
  return <p>{useAppConfig().shop.name}</p>;
}

describe('useAppConfig', () => {
  it('returns the runtime config of the nearest AppConfigContext', () => {
    const config = parseAppConfig({ ...TEST_APP_CONFIG, shop: { ...TEST_APP_CONFIG.shop, name: 'La Huerta' } });
    render(
      <AppConfigContext.Provider value={config}>
        <ShopName />
      </AppConfigContext.Provider>,
    );
    expect(screen.getByText('La Huerta')).toBeInTheDocument();
  });

  it('fails loudly when no provider gave the config', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAppConfig())).toThrow('AppConfigContext is missing');
    jest.restoreAllMocks();
  });

  it('is provided by renderWithProviders: the test config unless a test passes its own', () => {
    expect(parseAppConfig(TEST_APP_CONFIG)).toEqual(TEST_APP_CONFIG);
    const { unmount } = renderWithProviders(<ShopName />);
    expect(screen.getByText(TEST_APP_CONFIG.shop.name)).toBeInTheDocument();
    unmount();
    renderWithProviders(<ShopName />, {
      config: { ...TEST_APP_CONFIG, shop: { ...TEST_APP_CONFIG.shop, name: 'Otra' } },
    });
    expect(screen.getByText('Otra')).toBeInTheDocument();
  });
});
