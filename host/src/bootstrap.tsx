import { startTransition } from 'react';
import { nextTask } from './boot/next-task';
import { earlyPageQuery } from './boot/preload-remotes';
import { adoptsServerPage } from './boot/take-over';
import './styles.css';

/**
 * The libraries and the app are fetched together but evaluated one after another, each in a task
 * of its own (react-dom, then `shared` with Redux and Apollo, then the shell and its router):
 * one long task of ~1 s at a phone's speed becomes several short ones (docs/performance.md).
 */
function loadInStages() {
  const reactDom = import('react-dom/client');
  const shared = import('shared');
  const ui = import('shared/ui');
  const app = import('./boot/app-start');
  const loading = { reactDom, shared, ui, app };
  // The first failure is thrown where it is awaited (index.ts shows it); a second one is not news.
  for (const part of Object.values(loading)) part.catch(() => undefined);
  return loading;
}

/** Starts the app; rejects when a file it needs or the config did not arrive (index.ts says so to the shopper). */
export async function start() {
  const loading = loadInStages();
  const { createRoot, hydrateRoot } = await loading.reactDom;
  await nextTask();
  const {
    createApolloClient,
    createAppStore,
    liveChannelChanged,
    readFirstRenderData,
    selectCartCount,
    selectToken,
    sendFirstPageQuery,
  } = await loading.shared;
  // Mis compras and an order's page ask for their data now, not after their code has run.
  void earlyPageQuery.then((early) => early && sendFirstPageQuery(early.graphqlUrl, early.pageQuery));
  await nextTask();
  // The shop's colours, spacing and radii as CSS custom properties, before anything renders
  // (a page the server drew has them in its stylesheet already: left as they are).
  (await loading.ui).applyDesignTokens();
  const { App, captureServerPage, fetchOrTakeEarly, loadAppConfig, registerRemotesFromConfig } = await loading.app;
  // The server's markup of this page, shown again until the page's own first render replaces it.
  captureServerPage();
  const config = await loadAppConfig(fetchOrTakeEarly);
  registerRemotesFromConfig(config.remotes);
  await nextTask();
  const store = createAppStore();
  const client = createApolloClient({
    graphqlUrl: config.graphqlUrl,
    wsUrl: config.wsUrl,
    getToken: () => selectToken(store.getState()),
    onLiveChannelChange: (status) => store.dispatch(liveChannelChanged(status)),
  });
  await nextTask();
  // React takes #root only now: until then a failure leaves the server's page as it is (index.ts).
  const container = document.getElementById('root')!;
  const app = <App config={config} store={store} client={client} />;
  const state = store.getState();
  const visit = {
    loggedIn: selectToken(state) !== null,
    cartCount: selectCartCount(state),
    // react-router keeps a navigation's state under `usr` in the history entry.
    carriesState: (history.state as { usr?: unknown } | null)?.usr != null,
  };
  // A transition: React renders (or adopts) the first route in slices and yields to the browser
  // between them, instead of one long task while the server's markup is on screen (TBT on a phone).
  if (adoptsServerPage(readFirstRenderData(), visit, location.pathname + location.search)) {
    startTransition(() => void hydrateRoot(container, app));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
