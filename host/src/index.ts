import { holdEarlyInput } from './boot/early-input';
import { fetchEarly } from './boot/early-fetch';
import { preloadForRoute, type EarlyConfig } from './boot/preload-remotes';
import { remotesForPath } from './boot/route-remotes';
import { showStartFailure } from './boot/start-failure';

// Before the shared libraries arrive: config.json, then the manifests, remoteEntry.js and first
// chunks of the remotes this route renders, all in parallel with the host's own files.
fetchEarly('/config.json')
  .then((response) => (response.ok ? (response.json() as Promise<EarlyConfig>) : null))
  .then((config) => config && preloadForRoute(config, remotesForPath(location.pathname)))
  .catch(() => undefined);

// A server-rendered page's buttons do nothing until the app takes over: hold what the shopper does.
holdEarlyInput();

// Async boundary: Module Federation negotiates shared singletons before any app code runs.
// Should a file of the app not arrive, the shopper is told and keeps what is on screen.
import('./bootstrap').then(({ start }) => start()).catch(showStartFailure);
