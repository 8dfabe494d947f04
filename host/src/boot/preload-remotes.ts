import { incompatibleLibrary, type BuildInfo } from '../features/remotes/federation-plugins';
import { fetchEarly } from './early-fetch';
import type { RouteRemotes } from './route-remotes';

/** The parts of an mf-manifest.json read here. */
interface Manifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    buildInfo?: BuildInfo;
  };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
}

function addLink(rel: string, href: string, extra: Partial<HTMLLinkElement> = {}): void {
  const link = Object.assign(document.createElement('link'), { rel, href, ...extra });
  document.head.append(link);
}

/** Where the remote's files live: its publicPath, or (publicPath 'auto') the manifest's folder. */
function remoteBase(manifest: Manifest, manifestUrl: string): string | null {
  const publicPath = manifest.metaData?.publicPath;
  if (!publicPath) return null;
  return new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl).href;
}

/** remoteEntry.js and the files of the exposed modules the page renders first. */
function scriptsToPreload(manifest: Manifest, manifestUrl: string, exposes: string[]): string[] {
  const base = remoteBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  if (!base || !entry?.name) return [];
  const entryUrl = new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href;
  const chunks = (manifest.exposes ?? [])
    .filter((expose) => exposes.includes(expose.path))
    .flatMap((expose) => expose.assets?.js?.sync ?? [])
    .map((file) => new URL(file, base).href);
  return [entryUrl, ...new Set(chunks)];
}

/**
 * Fetches a remote's manifest now (the federation runtime later takes this same response) and
 * preloads its remoteEntry.js and first chunks. A remote the host would refuse (another major of
 * `shared` or `rules`) or that fails is left to the runtime, which shows the fallback.
 */
async function preloadRemote(manifestUrl: string, exposes: string[]): Promise<void> {
  const response = await fetchEarly(manifestUrl);
  if (!response.ok) return;
  const manifest = (await response.json()) as Manifest;
  if (incompatibleLibrary(manifest.metaData?.buildInfo ?? {})) return;
  for (const href of scriptsToPreload(manifest, manifestUrl, exposes)) addLink('preload', href, { as: 'script' });
}

/** Opens the connections to the API early: its queries (CORS) and its pictures (no CORS). */
function preconnect(url: string): void {
  const origin = new URL(url, location.href).origin;
  if (origin === location.origin) return;
  addLink('preconnect', origin, { crossOrigin: 'anonymous' });
  addLink('preconnect', origin);
}

export interface EarlyConfig {
  graphqlUrl?: string;
  remotes?: Record<string, string>;
}

/** Everything the page will need from the config, started before React and the shared libraries. */
export function preloadForRoute(config: EarlyConfig, needs: RouteRemotes): void {
  if (config.graphqlUrl) preconnect(config.graphqlUrl);
  for (const [remote, exposes] of Object.entries(needs)) {
    const manifestUrl = config.remotes?.[remote];
    if (manifestUrl) preloadRemote(manifestUrl, exposes).catch(() => undefined);
  }
}
