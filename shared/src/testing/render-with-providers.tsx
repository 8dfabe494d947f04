import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type AppStore } from '../store/create-app-store';

interface Options {
  path?: string;
  store?: AppStore;
  /** Answers of the GraphQL API for this test (an operation without one fails as a network error). */
  mocks?: MockedResponse[];
}

/**
 * Test helper for the apps (imported as 'shared/src/testing/render-with-providers', never bundled):
 * renders with a fresh store (no persistence), a mocked Apollo client and a router at `path`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', store = createAppStore({ persist: false }), mocks = [] }: Options = {},
) {
  const view = render(
    <MockedProvider mocks={mocks}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </Provider>
    </MockedProvider>,
  );
  return { ...view, store };
}

export type { AppStore };
