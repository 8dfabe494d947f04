// The renderer's own API budget (docs/security.md, "The renderer's own API budget"): every API
// request the host's server renderer makes carries SSR_API_SECRET in RENDERER_SECRET_HEADER; the
// API (api/src/plugins/external/renderer-budget.ts, same header name) counts requests with the
// right secret in a bucket of their own, so shoppers' page views cannot use up the shoppers'
// budget of the host's address, and the renderer cannot use up theirs.
// `npm start` makes one at start (scripts/start.mjs) and gives it to both; production needs it set.

/** The header the API reads (api/src/plugins/external/renderer-budget.ts names it too). */
export const RENDERER_SECRET_HEADER = 'x-renderer-secret';
export const MIN_SECRET_LENGTH = 32;

export const isProduction = (env = process.env) => /^production$/i.test(env.NODE_ENV ?? '');

/**
 * SSR_API_SECRET, or undefined when unset outside production. Throws (the server does not start)
 * when it is shorter than MIN_SECRET_LENGTH, or unset in production with server rendering on.
 */
export function rendererSecret(env = process.env) {
  const secret = env.SSR_API_SECRET || undefined;
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`SSR_API_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  }
  if (!secret && isProduction(env) && env.SSR !== 'off') {
    throw new Error(
      'SSR_API_SECRET is required when NODE_ENV=production (the API must know the renderer; the same value on both), or set SSR=off.',
    );
  }
  return secret;
}

/** The headers of the renderer's API requests: the secret when there is one. */
export function rendererHeaders(env = process.env) {
  const secret = rendererSecret(env);
  return secret ? { [RENDERER_SECRET_HEADER]: secret } : {};
}
