// The account pages as the server draws them (issue 30; docs/architecture.md, "Money-path HTML"):
// login, register and forgot are forms that need no data and no session, so remote-shop's server
// renderer draws the very components the browser renders (same markup: the largest element is
// painted with the HTML and nothing moves when the app takes over). The host's frame renderer asks
// for them (scripts/ssr/frame-renderer.mjs); reset is left to its frame (its link is checked first).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppConfigContext, ROUTES, createAppStore, type AppConfig } from 'shared';
import { collectedCss } from 'ssr-css-collector';
import '../styles.css';
import LoginPage from '../features/auth/login-page';
import RegisterPage from '../features/account/register-page';
import ForgotPage from '../features/account/forgot-page';

const ACCOUNT_PAGES: Record<string, ComponentType> = {
  [ROUTES.login]: LoginPage,
  [ROUTES.register]: RegisterPage,
  [ROUTES.forgot]: ForgotPage,
};

/** The forms send nothing while they render: a client that never reaches the API. */
const idleClient = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

/** The account page at `url`'s path, drawn for a shopper without a session; null for another page. */
export function renderAccountPage({
  url,
  config,
}: {
  url: string;
  config: AppConfig;
}): { html: string; css: string } | null {
  const { pathname } = new URL(url, 'http://localhost');
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const Page = Object.hasOwn(ACCOUNT_PAGES, path) ? ACCOUNT_PAGES[path]! : null;
  if (!Page) return null;
  const html = renderToString(
    <AppConfigContext.Provider value={config}>
      <Provider store={createAppStore({ persist: false })}>
        <ApolloProvider client={idleClient}>
          <MemoryRouter initialEntries={[path]}>
            <Page />
          </MemoryRouter>
        </ApolloProvider>
      </Provider>
    </AppConfigContext.Provider>,
  );
  return { html, css: collectedCss() };
}
