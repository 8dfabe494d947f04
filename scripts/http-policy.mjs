// The HTTP header policy of the shop, defined once (docs/security.md, docs/deploy.md): the security
// headers (as @fastify/helmet options, plus Permissions-Policy, which helmet does not make), the
// Content-Security-Policy of a site config, which answers get CORS, and the Cache-Control of each
// file. The app servers (scripts/serve/) apply it; deploy/nginx/del-campo.conf.template is
// generated from it (scripts/nginx-config.mjs, checked by scripts/nginx-config.test.mjs).

/** The headers this policy sends, in the order nginx lists them. Nothing else (a test holds helmet to it). */
export const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
  'Strict-Transport-Security',
];

/** Browser features the shop never uses, switched off for every document. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** `Access-Control-Allow-Origin` of the remotes' files: any shell may federate them (no credentials). */
export const CROSS_ORIGIN = '*';

export const CACHE_CONTROL = {
  /** Entry points: used again only after a revalidation (ETag, 304 when unchanged). */
  revalidate: 'no-cache',
  /** Files with a content hash in their name never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** Anything else static (pictures, licences, source maps). */
  short: 'public, max-age=300',
};

/** The fixed names a build or a deploy replaces in place. */
export const REVALIDATED_FILES = [
  'index.html',
  'config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
  'federation-runtime.js',
];
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/** The Cache-Control of a file served under `base` name. */
export function cacheControlFor(base) {
  if (REVALIDATED_FILES.includes(base)) return CACHE_CONTROL.revalidate;
  return HASHED_FILE.test(base) ? CACHE_CONTROL.immutable : CACHE_CONTROL.short;
}

/** `scheme://host[:port]` of an absolute http(s)/ws(s) URL; null for anything else (also hosts with odd characters). */
export function originOf(url) {
  try {
    const { protocol, host } = new URL(url);
    if (!/^(https?|wss?):$/.test(protocol) || !/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i.test(host)) return null;
    return `${protocol}//${host}`;
  } catch {
    return null;
  }
}

const unique = (values) => [...new Set(values.flat().filter(Boolean))];

/**
 * The sources of each CSP directive for pages that run with this site config: only 'self', the
 * API's http and ws origins and the remotes' origins. Styles need 'unsafe-inline' (antd's
 * CSS-in-JS and the boot screen's <style>); scripts never get 'unsafe-inline' or 'unsafe-eval'.
 * With one origin for everything (nginx), `config` is `{}` and every list is just 'self'.
 */
export function cspSources(config) {
  const api = originOf(config?.graphqlUrl);
  const ws = originOf(config?.wsUrl);
  const remotes = unique(Object.values(config?.remotes ?? {}).map(originOf));
  return {
    'script-src': unique(["'self'", remotes]),
    'style-src': unique(["'self'", "'unsafe-inline'", remotes]),
    'img-src': unique(["'self'", 'data:', 'blob:', api, remotes]),
    'font-src': unique(["'self'", 'data:', remotes]),
    'connect-src': unique(["'self'", api, ws, remotes]),
  };
}

/** Where a server keeps the request's CSP sources (set before helmet runs: header-policy.mjs). */
export const CSP_SOURCES = Symbol('csp sources');

const fromResponse = (directive) => (_req, res) => res[CSP_SOURCES][directive].join(' ');

/**
 * @fastify/helmet options of the policy: the CSP's site-dependent directives read the sources the
 * server put on the response (`res[CSP_SOURCES]`); HSTS only when the site is reached over https.
 * Helmet's other headers are off: the set is SECURITY_HEADERS, the same as nginx's.
 */
export function helmetOptions({ hsts = false } = {}) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [fromResponse('script-src')],
        'style-src': [fromResponse('style-src')],
        'img-src': [fromResponse('img-src')],
        'font-src': [fromResponse('font-src')],
        'connect-src': [fromResponse('connect-src')],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: hsts ? { maxAge: 31536000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}
