import { ApolloProvider } from '@apollo/client/react';
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createApolloClient } from '../apollo/create-apollo-client';
import { liveChannelChanged } from '../apollo/live-channel.slice';
import { parseAppConfig } from '../config/app-config';
import { AppConfigContext } from '../config/app-config-context';
import { MESSAGES } from '../messages/messages';
import { selectToken } from '../session/session.slice';
import { createAppStore } from '../store/create-app-store';
import { applyDesignTokens } from '../ui/tokens';

export interface StandaloneOptions {
  title: string;
  routes: { path: string; element: ComponentType<object> }[];
  /** Rendered beside the routes, e.g. the cart panel that the host's navbar would open. */
  chrome?: ComponentType<object>;
}

/**
 * A remote served on its own (`npm start -w <remote>`): the same store, client and config.json
 * the host would give it (the config through AppConfigContext, so useAppConfig() works the
 * same), so a team can work on one remote without the others.
 */
export async function renderStandalone({ title, routes, chrome: Chrome }: StandaloneOptions): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  // The host's tokens (colours, spacing) as CSS custom properties; antd pages bring their own scope.
  applyDesignTokens();
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    const config = parseAppConfig(await response.json());
    const store = createAppStore();
    const client = createApolloClient({
      graphqlUrl: config.graphqlUrl,
      wsUrl: config.wsUrl,
      getToken: () => selectToken(store.getState()),
      onLiveChannelChange: (status) => store.dispatch(liveChannelChanged(status)),
    });
    document.title = `${title} · ${config.shop.name}`;
    root.render(
      <AppConfigContext.Provider value={config}>
        <Provider store={store}>
          <ApolloProvider client={client}>
            <BrowserRouter>
              <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
                <Suspense fallback={<p role="status">{MESSAGES.busy.loading}</p>}>
                  <Routes>
                    {routes.map(({ path, element: Page }) => (
                      <Route key={path} path={path} element={<Page />} />
                    ))}
                  </Routes>
                  {Chrome && <Chrome />}
                </Suspense>
              </main>
            </BrowserRouter>
          </ApolloProvider>
        </Provider>
      </AppConfigContext.Provider>,
    );
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">{MESSAGES.loadFailed}</p>);
  }
}
