// Ports, URLs and the host's config.json, all from the environment with local defaults.
// One place for these facts: start.mjs, serve-app.mjs and the e2e suite read them from here.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

const env = process.env;
const BIND = env.BIND_HOST ?? '127.0.0.1';

export const APP_PORTS = {
  host: Number(env.HOST_PORT ?? 3000),
  'remote-shop': Number(env.SHOP_PORT ?? 3001),
  'remote-cart': Number(env.CART_PORT ?? 3002),
  'remote-admin': Number(env.ADMIN_PORT ?? 3003),
};
export const API_PORT = Number(env.API_PORT ?? 4000);
/** The local "CDN" serving deploy/ (released remotes): scripts/release.mjs. */
export const CDN_PORT = Number(env.CDN_PORT ?? 3004);
/** The single-bundle build of the site, host/dist-monolith (docs/monolith.md). */
export const MONOLITH_PORT = Number(env.MONOLITH_PORT ?? 3005);
export const BIND_HOST = BIND;

const origin = (port) => `http://${BIND}:${port}`;

/** Browser origins of the four apps and the monolith: the API's CORS allow-list when none is configured. */
export function appOrigins() {
  const ports = [...Object.values(APP_PORTS), MONOLITH_PORT];
  return ports.flatMap((port) => [origin(port), `http://localhost:${port}`]);
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folder of released remotes (gitignored), and the config.json a release rewrites. */
export function deployDir() {
  return env.DEPLOY_DIR ?? path.join(ROOT, 'deploy');
}
export function hostConfigFile() {
  return env.HOST_CONFIG_FILE ?? path.join(deployDir(), 'config.json');
}
export function cdnUrl() {
  return env.CDN_URL ?? origin(CDN_PORT);
}

/** The host's config.json (docs/architecture.md): where the API and each remote live. */
export function buildSiteConfig(overrides = {}) {
  const apiUrl = env.API_URL ?? `${origin(API_PORT)}/graphql`;
  return {
    graphqlUrl: apiUrl,
    wsUrl: env.API_WS_URL ?? apiUrl.replace(/^http/, 'ws'),
    remotes: {
      shop: env.SHOP_REMOTE_URL ?? `${origin(APP_PORTS['remote-shop'])}/mf-manifest.json`,
      cart: env.CART_REMOTE_URL ?? `${origin(APP_PORTS['remote-cart'])}/mf-manifest.json`,
      admin: env.ADMIN_REMOTE_URL ?? `${origin(APP_PORTS['remote-admin'])}/mf-manifest.json`,
      ...overrides.remotes,
    },
    shop: {
      name: env.SHOP_NAME ?? 'Del Campo',
      tagline: 'Del campo a tu mesa',
      city: env.SHOP_CITY ?? 'Guadalajara, Jalisco',
      phone: env.SHOP_PHONE ?? '33 3615 2040',
      email: env.SHOP_EMAIL ?? 'contacto@delcampo.mx',
    },
  };
}
