import { fetchOrTakeEarly } from '../../boot/early-fetch';
import { HOST_RULES_MAJOR, HOST_SHARED_MAJOR } from './federation-plugins';

/** What a remote's build states about itself (mf-manifest.json `metaData.buildInfo`). */
export interface BuildInfo {
  sharedMajor?: number;
  rulesMajor?: number;
  appVersion?: string;
  commit?: string;
}

/** The parts of a remote's mf-manifest.json the host reads. */
export interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    buildInfo?: BuildInfo;
    /** The files each page of the `./pages` expose loads, by page name (webpack/federation/page-chunks.cjs). */
    pageChunks?: Record<string, string[]>;
    /** Each framed page's first query (webpack/federation/page-queries.cjs), checked by `shared` before use. */
    pageQueries?: Record<string, unknown>;
  };
  exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
}

const RETRY_DELAYS_MS = [250, 750];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches `url` again after a network error or a 5xx, with backoff: 3 tries in all. The first try
 * may take the response the boot fetched early (boot/preload-remotes.ts).
 */
export async function fetchWithRetry(url: string): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= RETRY_DELAYS_MS.length;
    try {
      const response = await fetchOrTakeEarly(url, { cache: 'no-cache' });
      if (response.status < 500 || last) return response;
    } catch (error) {
      if (last) throw error;
    }
    await sleep(RETRY_DELAYS_MS[attempt]!);
  }
}

/** Where the remote's files live: its publicPath, or (publicPath 'auto') the manifest's folder. */
export function remoteBase(manifest: RemoteManifest, manifestUrl: string): string | null {
  const publicPath = manifest.metaData?.publicPath;
  if (!publicPath) return null;
  return new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl).href;
}

/** The address of the remote's remoteEntry.js, or null when the manifest does not name it. */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: string): string | null {
  const base = remoteBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  if (!base || !entry?.name) return null;
  return new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href;
}

/** The singleton library whose major a remote's build states differently from the host's, if any. */
export function incompatibleLibrary(info: BuildInfo): { name: string; needs: number; has: number } | null {
  if (info.sharedMajor !== undefined && info.sharedMajor !== HOST_SHARED_MAJOR) {
    return { name: 'shared', needs: info.sharedMajor, has: HOST_SHARED_MAJOR };
  }
  // A manifest that predates `rules` states no rulesMajor.
  if (info.rulesMajor !== undefined && info.rulesMajor !== HOST_RULES_MAJOR) {
    return { name: 'rules', needs: info.rulesMajor, has: HOST_RULES_MAJOR };
  }
  return null;
}

/** Null when the host can mount the remote, else why not (another major of `shared` or `rules`). */
export function incompatibility(name: string, manifest: RemoteManifest): string | null {
  const info = manifest.metaData?.buildInfo ?? {};
  const library = incompatibleLibrary(info);
  if (!library) return null;
  return (
    `Remote "${name}" ${info.appVersion ?? '?'} (${info.commit ?? '?'}) needs ${library.name} ` +
    `${library.needs}.x but the host has ${library.name} ${library.has}.x: not mounted`
  );
}

/**
 * Reads a remote's manifest (config.json names manifests) and answers its remoteEntry.js, which
 * the federation runtime then loads: the host reads manifests itself, so the runtime is built
 * without its manifest ("snapshot") code (docs/performance.md). Throws when the manifest cannot
 * be read or names no entry, and when the remote was built against another major of `shared` or
 * `rules`.
 */
export async function resolveRemoteEntry(name: string, manifestUrl: string): Promise<string> {
  const response = await fetchWithRetry(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  const manifest = (await response.json()) as RemoteManifest;
  const refused = incompatibility(name, manifest);
  if (refused) {
    console.error(refused);
    throw new Error(refused);
  }
  const entry = remoteEntryUrl(manifest, manifestUrl);
  if (!entry) throw new Error(`${manifestUrl}: no remoteEntry`);
  return entry;
}
