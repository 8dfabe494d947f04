/** The host's runtime configuration, read from config.json (see docs/architecture.md). */
export interface AppConfig {
  graphqlUrl: string;
  wsUrl: string;
  /** mf-manifest.json URL of each remote. */
  remotes: { shop: string; cart: string; admin: string };
  /** What the footer shows (spec 1). */
  shop: { name: string; tagline: string; city: string; phone: string; email: string };
}

const REQUIRED_PATHS = [
  'graphqlUrl',
  'wsUrl',
  'remotes.shop',
  'remotes.cart',
  'remotes.admin',
  'shop.name',
  'shop.tagline',
  'shop.city',
  'shop.phone',
  'shop.email',
] as const;

function valueAt(json: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      json,
    );
}

/**
 * Checks that `json` has every field of {@link AppConfig} as a non-empty string and returns it
 * typed (extra fields are dropped). Throws an Error whose Spanish message names the first
 * missing field, so a broken deploy is obvious on the page and in the console.
 */
export function parseAppConfig(json: unknown): AppConfig {
  const missing = REQUIRED_PATHS.find((path) => {
    const value = valueAt(json, path);
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing) throw new Error(`Configuración inválida: falta el campo "${missing}" en config.json`);
  const text = (path: (typeof REQUIRED_PATHS)[number]) => valueAt(json, path) as string;
  return {
    graphqlUrl: text('graphqlUrl'),
    wsUrl: text('wsUrl'),
    remotes: { shop: text('remotes.shop'), cart: text('remotes.cart'), admin: text('remotes.admin') },
    shop: {
      name: text('shop.name'),
      tagline: text('shop.tagline'),
      city: text('shop.city'),
      phone: text('shop.phone'),
      email: text('shop.email'),
    },
  };
}
