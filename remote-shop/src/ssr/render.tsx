// remote-shop's server renderer (docs/architecture.md, "Catalogue HTML"): a Node bundle built
// with the remote (dist/ssr/render.cjs) and released with it. The host's server asks it for a
// catalogue URL; it loads the page's data with the same GraphQL documents the page sends and
// renders the same components with react-dom/server. Never loaded by a browser.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppConfigContext, createAppStore, type AppConfig, type FirstRenderData } from 'shared';
import { collectedCss } from 'ssr-css-collector';
import '../styles.css';
import HomePage from '../features/home/home-page';
import ProductListPage from '../features/catalogue/product-list-page';
import ProductDetailPage from '../features/catalogue/product-detail-page';
import { ServerRenderData } from '../features/first-render/use-first-render-query';
import { catalogueRenderUrl, loadRouteData, matchCatalogueRoute } from './route-data';

declare const __RENDERER_VERSION__: string;

/** `<version>-<commit>` of the remote-shop build this renderer belongs to. */
export const version = __RENDERER_VERSION__;

export interface RenderRequest {
  /** path + search, e.g. `/prods/frutas` */
  url: string;
  config: AppConfig;
  /** The API's GraphQL endpoint as the server reaches it (defaults to config.graphqlUrl). */
  graphqlUrl?: string;
  /** Headers of every API request (the host's server names itself: its own rate-limit budget). */
  headers?: Record<string, string>;
}

export interface RenderResult {
  /** The page's markup (what the host's `<main>` holds). */
  html: string;
  /** remote-shop's stylesheet (the browser build injects the same rules with its scripts). */
  css: string;
  title: string;
  data: FirstRenderData;
  version: string;
}

function CataloguePage({
  url,
  config,
  data,
  client,
}: {
  url: string;
  config: AppConfig;
  data: FirstRenderData;
  client: ApolloClient;
}) {
  return (
    <AppConfigContext.Provider value={config}>
      <Provider store={createAppStore({ persist: false })}>
        <ApolloProvider client={client}>
          <ServerRenderData.Provider value={data}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route index element={<HomePage />} />
                <Route path="inicio" element={<HomePage />} />
                <Route path="prods/details/:id" element={<ProductDetailPage />} />
                <Route path="prods/:category" element={<ProductListPage />} />
              </Routes>
            </MemoryRouter>
          </ServerRenderData.Provider>
        </ApolloProvider>
      </Provider>
    </AppConfigContext.Provider>
  );
}

/** A catalogue page's data, read before its render: the server renders again only when it changed. */
export interface LoadedPage {
  data: FirstRenderData;
  title: string;
}

const clientFor = ({ config, graphqlUrl, headers }: RenderRequest) =>
  new ApolloClient({
    link: new HttpLink({ uri: graphqlUrl ?? config.graphqlUrl, headers }),
    cache: new InMemoryCache(),
  });

/** The part of `url` its page reads (the host's server renders and keeps pages by it); null for another URL. */
export const renderUrl = (url: string): string | null => catalogueRenderUrl(url);

/** The data of a catalogue URL's first render (the API answers from its response cache); null for another URL. */
export async function load(request: RenderRequest): Promise<LoadedPage | null> {
  const route = matchCatalogueRoute(request.url);
  if (!route) return null;
  const client = clientFor(request);
  try {
    const { queries, title } = await loadRouteData(client, route);
    return { data: { url: route.url, queries }, title };
  } finally {
    client.stop();
  }
}

/** The page drawn from data `load` read: no request is made. */
export function renderLoaded(request: RenderRequest, { data, title }: LoadedPage): RenderResult {
  const client = clientFor(request);
  const html = renderToString(<CataloguePage url={data.url} config={request.config} data={data} client={client} />);
  client.stop();
  return { html, css: collectedCss(), title, data, version };
}

/** The page of a catalogue URL with its data; null for a URL this remote does not pre-render. */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const loaded = await load(request);
  return loaded && renderLoaded(request, loaded);
}

export { renderAccountPage } from './account-pages';
