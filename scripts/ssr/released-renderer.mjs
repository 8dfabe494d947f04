// remote-shop's server renderer as its release states it (docs/security.md, "The renderer a
// release states"). The host's server runs code it fetched, so it runs only:
// - from a release manifest (mf-manifest.json, named by config.json) reached over https or on
//   this machine (loopback), with no redirect;
// - the file that manifest names (metaData.buildInfo.serverRenderer.path, same origin), and only
//   when its bytes have the SHA-384 the manifest states (`integrity`, written by the build:
//   webpack/ssr/renderer-integrity.cjs).
// Anything else is refused: the caller serves the plain page, and the refusal is logged once
// (per manifest and reason). The manifest is checked again at most every `checkMs` (If-None-Match):
// a release (a new manifest) brings its renderer without a restart.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { evaluateBundle } from './bundles.mjs';
import { forLog } from './request-limits.mjs';

/** A renderer larger than this is not fetched to the end (the real one is ~2 MB). */
export const MAX_RENDERER_BYTES = 32 * 1024 * 1024;

/** A refusal: the renderer is not run; logged once. */
export class RendererRefused extends Error {
  constructor(reason, manifestUrl) {
    super(`server renderer of ${forLog(manifestUrl)} refused: ${reason}`);
    this.name = 'RendererRefused';
    this.reason = reason;
  }
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** https anywhere, or http on this machine only. */
export function isTrustedOrigin(url) {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && LOOPBACK.test(hostname));
  } catch {
    return false;
  }
}

/** `sha384-<base64>` of `bytes` (the form of webpack/ssr/renderer-integrity.cjs). */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

async function bytesOf(response, url) {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_RENDERER_BYTES) throw new RendererRefused(`larger than ${MAX_RENDERER_BYTES} bytes`, url);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_RENDERER_BYTES) throw new RendererRefused(`larger than ${MAX_RENDERER_BYTES} bytes`, url);
  return bytes;
}

/** What the manifest states about its renderer: `{ url, integrity }`, or a refusal. */
function statedRenderer(manifest, manifestUrl) {
  const stated = manifest?.metaData?.buildInfo?.serverRenderer;
  if (typeof stated?.path !== 'string' || !/^sha384-[A-Za-z0-9+/]+=*$/.test(stated?.integrity ?? '')) {
    throw new RendererRefused('the release states no sha384 integrity for it', manifestUrl);
  }
  const url = new URL(stated.path, manifestUrl);
  if (url.origin !== new URL(manifestUrl).origin) {
    throw new RendererRefused('the release names a renderer on another origin', manifestUrl);
  }
  return { url: url.href, integrity: stated.integrity };
}

/**
 * `load(manifestUrl)`: `{ id, exports }` of the renderer that release states, or a rejection
 * (RendererRefused, or the network's error). `keep` releases are remembered (the newest).
 */
export function releasedRenderers({ checkMs, fetchImpl = fetch, keep = 4, log = (line) => console.error(line) }) {
  // The newest `keep` releases' renderers, by when they were last checked (peek: a load does not reorder).
  const entries = new LRUCache({ max: keep });
  /** Refusals already logged (manifest, reason and the hash found): each once. */
  const logged = new LRUCache({ max: 200 });

  const get = (url, headers = {}) => fetchImpl(url, { headers, redirect: 'error', signal: AbortSignal.timeout(5000) });

  async function check(manifestUrl, previous) {
    if (!isTrustedOrigin(manifestUrl)) {
      throw new RendererRefused('not https and not on this machine (loopback)', manifestUrl);
    }
    const conditional = previous?.etag ? { 'if-none-match': previous.etag } : {};
    const answer = await get(manifestUrl, conditional);
    if (answer.status === 304 && previous) return { ...previous, checkedAt: Date.now() };
    if (!answer.ok) throw new Error(`${forLog(manifestUrl)}: HTTP ${answer.status}`);
    const stated = statedRenderer(await answer.json(), manifestUrl);
    const etag = answer.headers.get('etag');
    if (previous?.value && previous.integrity === stated.integrity) {
      return { ...previous, etag, checkedAt: Date.now() };
    }
    const file = await get(stated.url);
    if (!file.ok) throw new Error(`${forLog(stated.url)}: HTTP ${file.status}`);
    const bytes = await bytesOf(file, manifestUrl);
    const found = integrityOf(bytes);
    if (found !== stated.integrity) {
      throw new RendererRefused(`its hash ${found} is not the ${stated.integrity} its release states`, manifestUrl);
    }
    const value = { id: `${stated.url}#${found}`, exports: evaluateBundle(bytes.toString('utf8'), stated.url) };
    return { value, etag, integrity: stated.integrity, checkedAt: Date.now() };
  }

  function refusedOnce(error, manifestUrl) {
    if (!(error instanceof RendererRefused)) return;
    const key = `${manifestUrl}\n${error.reason}`;
    if (!logged.has(key)) log(error.message);
    logged.set(key, true);
    error.logged = true;
  }

  function remember(manifestUrl, entry) {
    entries.set(manifestUrl, entry);
  }

  function recheck(manifestUrl, entry) {
    const previous = entry?.state?.error ? undefined : entry?.state;
    const next = { state: entry?.state, pending: null };
    next.pending = check(manifestUrl, previous)
      .catch((error) => {
        refusedOnce(error, manifestUrl);
        return { error, checkedAt: Date.now() };
      })
      .then((state) => {
        Object.assign(next, { state, pending: null });
        return state;
      });
    remember(manifestUrl, next);
    return next.pending;
  }

  return async function load(manifestUrl) {
    const entry = entries.peek(manifestUrl);
    const fresh = entry?.state && Date.now() - entry.state.checkedAt < checkMs;
    const state = fresh ? entry.state : await (entry?.pending ?? recheck(manifestUrl, entry));
    if (state.error) throw state.error;
    return state.value;
  };
}
