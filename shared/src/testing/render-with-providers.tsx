import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { SITE_FETCH_POLICIES } from '../apollo/create-apollo-client';
import type { AppConfig } from '../config/app-config';
import { AppConfigContext } from '../config/app-config-context';
import { createAppStore, type AppStore } from '../store/create-app-store';

/** The runtime config tests get unless they pass their own (an API at http://api.test). */
export const TEST_APP_CONFIG: AppConfig = {
  graphqlUrl: 'http://api.test/graphql',
  wsUrl: 'ws://api.test/graphql',
  remotes: {
    shop: 'http://shop.test/mf-manifest.json',
    cart: 'http://cart.test/mf-manifest.json',
    admin: 'http://admin.test/mf-manifest.json',
  },
  shop: {
    name: 'Del Campo',
    tagline: 'Del campo a tu mesa',
    city: 'Guadalajara, Jalisco',
    phone: '33 3615 2040',
    email: 'contacto@delcampo.mx',
  },
};

interface Options {
  path?: string;
  /** The router state of that first entry (what a guard's redirect carries). */
  state?: unknown;
  store?: AppStore;
  /** Answers of the GraphQL API for this test (an operation without one fails as a network error). */
  mocks?: MockedResponse[];
  /** The runtime config that useAppConfig() returns; TEST_APP_CONFIG unless given. */
  config?: AppConfig;
  /**
   * The site's fetch policies (no cache, as createApolloClient): a page must show what a mutation
   * answered by itself, never through the cache. Off by default for the older tests.
   */
  siteFetchPolicies?: boolean;
}

/**
 * Test helper for the apps (imported as 'shared/src/testing/render-with-providers', never bundled):
 * renders with the runtime config, a fresh store (no persistence), a mocked Apollo client and a
 * router at `path`.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    state,
    store = createAppStore({ persist: false }),
    mocks = [],
    config = TEST_APP_CONFIG,
    siteFetchPolicies = false,
  }: Options = {},
) {
  const view = render(
    <AppConfigContext.Provider value={config}>
      <MockedProvider mocks={mocks} defaultOptions={siteFetchPolicies ? SITE_FETCH_POLICIES : undefined}>
        <Provider store={store}>
          <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>{ui}</MemoryRouter>
        </Provider>
      </MockedProvider>
    </AppConfigContext.Provider>,
  );
  return { ...view, store };
}

export type { AppConfig, AppStore };
