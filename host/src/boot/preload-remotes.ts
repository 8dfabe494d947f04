import { incompatibility, remoteBase, remoteEntryUrl, type RemoteManifest } from '../features/remotes/remote-manifest';
import { fetchEarly } from './early-fetch';
import type { RemoteStart, RouteRemotes } from './route-remotes';

/** Whether the head already has this link: the server's frame preloads the route's files itself. */
function alreadyLinked(rel: string, href: string, crossOrigin: string | null): boolean {
  return [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].some(
    (link) => link.href === href && link.crossOrigin === crossOrigin,
  );
}

function addLink(rel: string, href: string, extra: Partial<HTMLLinkElement> = {}): void {
  if (alreadyLinked(rel, new URL(href, location.href).href, extra.crossOrigin ?? null)) return;
  const link = Object.assign(document.createElement('link'), { rel, href, ...extra });
  document.head.append(link);
}

/**
 * remoteEntry.js, the files of the exposed modules the page renders first and the page's own chunks
 * when the manifest lists them (the server's frames preload the same). A page chunk list that is not
 * a list of names is ignored: the page then loads its chunks when it renders, as before.
 */
export function scriptsToPreload(manifest: RemoteManifest, manifestUrl: string, start: RemoteStart): string[] {
  const base = remoteBase(manifest, manifestUrl);
  const entryUrl = remoteEntryUrl(manifest, manifestUrl);
  if (!base || !entryUrl) return [];
  const exposed = (manifest.exposes ?? [])
    .filter((expose) => start.exposes.includes(expose.path))
    .flatMap((expose) => expose.assets?.js?.sync ?? []);
  const pageChunks = start.page ? manifest.metaData?.pageChunks?.[start.page] : undefined;
  const ofPage = Array.isArray(pageChunks) ? pageChunks.filter((file) => typeof file === 'string') : [];
  return [entryUrl, ...new Set([...exposed, ...ofPage].map((file) => new URL(file, base).href))];
}

/** A framed page's first query as its remote's manifest states it, and where to send it. */
export interface EarlyPageQuery {
  graphqlUrl: string;
  pageQuery: unknown;
}

let announcePageQuery: (query: EarlyPageQuery | null) => void = () => undefined;
/**
 * The route's page query, once the config and the remote's manifest are in (null when the route
 * has none or the manifest failed; never settled without a config): the bootstrap sends it as soon
 * as `shared` is evaluated.
 */
export const earlyPageQuery = new Promise<EarlyPageQuery | null>((resolve) => {
  announcePageQuery = resolve;
});

/**
 * Fetches a remote's manifest now (the registry's resolveRemoteEntry later takes this same
 * response) and preloads its remoteEntry.js and first chunks. A remote the host would refuse
 * (another major of `shared`) or that fails is left to the registry, which shows the fallback.
 */
async function preloadRemote(remote: string, manifestUrl: string, start: RemoteStart): Promise<RemoteManifest | null> {
  const response = await fetchEarly(manifestUrl);
  if (!response.ok) return null;
  const manifest = (await response.json()) as RemoteManifest;
  if (incompatibility(remote, manifest)) return null;
  for (const href of scriptsToPreload(manifest, manifestUrl, start)) addLink('preload', href, { as: 'script' });
  return manifest;
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
  const { graphqlUrl } = config;
  if (graphqlUrl) preconnect(graphqlUrl);
  const pageQueries: Promise<EarlyPageQuery | null>[] = [];
  for (const [remote, start] of Object.entries(needs)) {
    const manifestUrl = config.remotes?.[remote];
    if (!manifestUrl) continue;
    const manifest = preloadRemote(remote, manifestUrl, start).catch(() => null);
    if (start.page && graphqlUrl) {
      const page = start.page;
      pageQueries.push(manifest.then((read) => pageQueryOf(read, page, graphqlUrl)));
    }
  }
  void Promise.all(pageQueries).then((found) => announcePageQuery(found.find(Boolean) ?? null));
}

function pageQueryOf(manifest: RemoteManifest | null, page: string, graphqlUrl: string): EarlyPageQuery | null {
  const pageQuery = manifest?.metaData?.pageQueries?.[page];
  return pageQuery ? { graphqlUrl, pageQuery } : null;
}
