import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MESSAGES, createApolloClient, createAppStore, liveChannelChanged, selectToken } from 'shared';
import { applyDesignTokens } from 'shared/ui';
import { App } from './app/app';
import { fetchOrTakeEarly } from './boot/early-fetch';
import { loadAppConfig } from './config/load-config';
import { registerRemotesFromConfig } from './features/remotes/remote-registry';
import { captureServerPage } from './features/server-page/server-page';
import './styles.css';

async function start() {
  // The shop's colours, spacing and radii as CSS custom properties, before anything renders.
  applyDesignTokens();
  // The server's markup of this page, shown again until the page's own first render replaces it.
  captureServerPage();
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadAppConfig(fetchOrTakeEarly);
    registerRemotesFromConfig(config.remotes);
    const store = createAppStore();
    const client = createApolloClient({
      graphqlUrl: config.graphqlUrl,
      wsUrl: config.wsUrl,
      getToken: () => selectToken(store.getState()),
      onLiveChannelChange: (status) => store.dispatch(liveChannelChanged(status)),
    });
    // A transition: React renders the first route in slices and yields to the browser between
    // them, instead of one long task while the server's markup is on screen (TBT on a phone).
    startTransition(() => root.render(<App config={config} store={store} client={client} />));
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">{MESSAGES.loadFailed}</p>);
  }
}

void start();
