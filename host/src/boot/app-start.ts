// What the bootstrap needs of the host app itself, as one module it evaluates last (bootstrap.tsx).
export { App } from '../app/app';
export { fetchOrTakeEarly } from './early-fetch';
export { loadAppConfig } from '../config/load-config';
export { registerRemotesFromConfig } from '../features/remotes/remote-registry';
export { captureServerPage } from '../features/server-page/server-page';
