// The one federation runtime core of a remote's own standalone page (index.html of remote-shop,
// remote-cart, remote-admin). Remotes are built with `experiments.externalRuntime`: their
// remoteEntry.js and main.js expect `_FEDERATION_RUNTIME_CORE` on the global object, which the host's
// main.js provides on the shop's pages. Alone, a remote's page loads this file first instead.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
