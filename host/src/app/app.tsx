import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppConfigContext, type AppConfig, type AppStore } from 'shared';
import { AppRoutes } from './app-routes';
import { theme } from './theme';

interface AppProps {
  config: AppConfig;
  store: AppStore;
  client: ApolloClient;
}

/** The providers every page shares: the one store, the one Apollo client, antd in Spanish. */
export function App({ config, store, client }: AppProps) {
  return (
    <AppConfigContext.Provider value={config}>
      <Provider store={store}>
        <ApolloProvider client={client}>
          <ConfigProvider locale={esES} theme={theme}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ConfigProvider>
        </ApolloProvider>
      </Provider>
    </AppConfigContext.Provider>
  );
}
