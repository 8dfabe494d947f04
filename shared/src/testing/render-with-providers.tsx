import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type AppStore } from '../store/create-app-store';

/**
 * Test helper for the apps (imported as 'shared/src/testing/render-with-providers', never bundled):
 * renders with a fresh store (no persistence) and a router at `path`.
 */
export function renderWithProviders(ui: ReactElement, { path = '/', store = createAppStore({ persist: false }) } = {}) {
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}

export type { AppStore };
