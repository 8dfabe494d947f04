// The money path's HTML with its frame (issue 30; docs/architecture.md, "Money-path HTML"): for
// checkout, Mis compras, an order's page, login and register, the host's index.html with the
// logged-out shell and the page's frame (host/src/ssr/page-frames.tsx: its heading and a skeleton;
// nothing of the session, which lives in the browser's storage), and a `<link rel=preload>` of each
// file the route's remote starts with (remoteEntry.js, the exposed module's files and the page's own
// chunks as the remote's manifest lists them: the ones the host's boot preloads once it has read
// config.json), so they download beside the host's own files.
// The remote's manifest is read from where config.json names it and kept SSR_RENDERER_CHECK_MS;
// a stale one is used while it is read again, and an unreadable or slow one (not there within
// 300 ms) just leaves the preloads out.
// Login, register and forgot arrive as their real forms instead: remote-shop's released renderer
// (released-renderer.mjs) draws the components the browser renders; a renderer that is refused,
// has no `renderAccountPage` or is not there within SSR_TIMEOUT_MS leaves the frame in their place.
// Anything else that fails gives null: the caller serves the plain index.html.
import { LRUCache } from 'lru-cache';
import { shellBundleOf } from './bundles.mjs';
import { composePage, escapeHtml, renderSettings } from './page-renderer.mjs';
import { releasedRenderers } from './released-renderer.mjs';
import { forLog, throttledLog } from './request-limits.mjs';

/** The name the frame's data block states as its renderer (the app keeps the frame for that URL). */
export const FRAME_RENDERER = 'frame';

const isHttpUrl = (text) => typeof text === 'string' && /^https?:\/\//.test(text);

const preloadLink = (href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`;

/** How long a page waits for a manifest it does not have yet (settings.manifestWaitMs): later, it goes without preloads. */
const MANIFEST_WAIT_MS = 300;

const unreadable = { manifest: null };

/**
 * Remote manifests by URL: `{ manifest }`, `manifest` null when unreadable or not there within
 * MANIFEST_WAIT_MS (the read goes on and serves the next page).
 */
function manifestReader({ checkMs, timeoutMs, manifestWaitMs = MANIFEST_WAIT_MS, fetchImpl }) {
  const cache = new LRUCache({
    max: 16,
    ttl: Math.max(1, checkMs),
    allowStale: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (url) => {
      const answer = await fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`);
      return { manifest: await answer.json() };
    },
  });
  return (url) => {
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(unreadable), manifestWaitMs);
      timer.unref?.();
    });
    const read = cache.fetch(url).then(
      (entry) => entry ?? unreadable,
      () => unreadable,
    );
    return Promise.race([read, late]).finally(() => clearTimeout(timer));
  };
}

/**
 * `render(url, indexHtml)`: the page's HTML with its frame, or null (no frame for that URL, or a
 * failure). `hostDir`: the host's dist (its ssr/shell.cjs); `readConfig()`: the live config.json.
 */
export function createFrameRenderer(options) {
  const { hostDir, readConfig, settings = renderSettings(), fetchImpl = fetch } = options;
  const shellBundle = shellBundleOf(hostDir, settings);
  const manifestOf = manifestReader({ ...settings, fetchImpl });
  const log = options.log ?? ((line) => console.error(line));
  const failureLog = throttledLog({ write: log });
  const shopRenderers = releasedRenderers({ checkMs: settings.checkMs, fetchImpl, log });

  /** remote-shop's own markup of an account page (`{ html, css, version }`), or null: the frame then. */
  async function accountPage(url, config) {
    const manifestUrl = config?.remotes?.shop;
    if (!isHttpUrl(manifestUrl)) return null;
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), settings.timeoutMs);
      timer.unref?.();
    });
    const shop = await Promise.race([shopRenderers(manifestUrl).catch(() => null), late]).finally(() =>
      clearTimeout(timer),
    );
    if (typeof shop?.exports?.renderAccountPage !== 'function') return null;
    const page = shop.exports.renderAccountPage({ url, config });
    return page && { ...page, version: shop.exports.version };
  }

  /** The `<link rel=preload>` of the files the page's remote starts with, its page's chunks included. */
  async function preloads(shell, pathname, config) {
    const needs = Object.entries(shell.exports.remotesForPath(pathname));
    const hrefs = await Promise.all(
      needs.map(async ([remote, start]) => {
        const manifestUrl = config?.remotes?.[remote];
        if (!isHttpUrl(manifestUrl)) return [];
        const { manifest } = await manifestOf(manifestUrl);
        return manifest ? shell.exports.preloadScripts(remote, manifest, manifestUrl, start) : [];
      }),
    );
    return hrefs.flat().filter(isHttpUrl).map(preloadLink).join('');
  }

  async function framed(url, indexHtml) {
    const shell = await shellBundle();
    const frame = shell.exports.renderFrame({ url });
    if (!frame) return null;
    const config = JSON.parse(await readConfig());
    const { pathname } = new URL(url, 'http://localhost');
    const [hints, account] = await Promise.all([
      preloads(shell, pathname, config),
      shell.exports.remotesForPath(pathname).shop ? accountPage(url, config) : null,
    ]);
    // An account form drawn by remote-shop is the very markup the app renders: the app may adopt it
    // (hydration, host/src/boot/take-over.ts); a frame is only a stand-in and is always drawn anew.
    const adoptable = Boolean(account);
    return composePage(indexHtml, {
      shell: shell.exports.renderShell({ url, config }),
      page: { html: hints + (account?.html ?? frame.html), css: account?.css ?? '' },
      block: shell.exports.dataBlock(
        { url, queries: {}, ...(adoptable && { adoptable }) },
        account?.version ?? FRAME_RENDERER,
      ),
      adoptable,
    });
  }

  return async function render(url, indexHtml) {
    try {
      return await framed(url, indexHtml);
    } catch (error) {
      failureLog(`frame ${forLog(url)}: ${forLog(error.message)}`);
      return null;
    }
  };
}

/** The paths the host's shell draws a frame of (its FRAME_PATHS), read from its dist. */
export async function framePaths(hostDir, settings = renderSettings()) {
  const shell = await shellBundleOf(hostDir, settings)();
  return Array.isArray(shell.exports.FRAME_PATHS) ? shell.exports.FRAME_PATHS : [];
}
