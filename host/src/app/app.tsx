import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppConfigContext, type AppConfig, type AppStore } from 'shared';
import { AppRoutes } from './app-routes';

interface AppProps {
  config: AppConfig;
  store: AppStore;
  client: ApolloClient;
}

/**
 * The providers every page shares: the one store, the one Apollo client, the router. No antd
 * here: the pages that use antd wrap themselves in AntdScope (shared/antd), which loads it.
 */
export function App({ config, store, client }: AppProps) {
  return (
    <AppConfigContext.Provider value={config}>
      <Provider store={store}>
        <ApolloProvider client={client}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ApolloProvider>
      </Provider>
    </AppConfigContext.Provider>
  );
}
