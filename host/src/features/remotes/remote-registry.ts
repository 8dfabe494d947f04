import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig } from 'shared';
import { federationPlugins, type UnavailableModule } from './federation-plugins';
import { resolveRemoteEntry } from './remote-manifest';

export type RemoteName = keyof AppConfig['remotes'];

let manifests: AppConfig['remotes'] | null = null;
/** Each remote's registration with the runtime, made on its first load (its manifest read then). */
const registrations = new Map<RemoteName, Promise<void>>();

/** Remembers where each remote's manifest is, as config.json says; nothing is fetched yet. */
export function registerRemotesFromConfig(remotes: AppConfig['remotes']): void {
  manifests = remotes;
  registrations.clear();
  registerPlugins(federationPlugins);
}

/** Reads the remote's manifest and registers its remoteEntry.js; `force` reads it anew (a retry). */
function registration(remote: RemoteName, force: boolean): Promise<void> {
  let pending = registrations.get(remote);
  if (!pending || force) {
    if (!manifests) return Promise.reject(new Error('config.json not loaded'));
    pending = resolveRemoteEntry(remote, manifests[remote]).then((entry) => {
      // `force` drops what the runtime kept of a failed load of this remote.
      registerRemotes([{ name: remote, entry }], { force });
    });
    registrations.set(remote, pending);
    pending.catch(() => registrations.delete(remote));
  }
  return pending;
}

/**
 * Loads `remote/module`; a remote that cannot be used (manifest unreadable, another major of
 * `shared`, remoteEntry failing) resolves to an UnavailableModule (federation-plugins.ts) rather
 * than throwing. A retry reads the manifest again and registers the remote anew.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, isRetry = false): Promise<T> {
  try {
    await registration(remote, isRetry);
  } catch (error) {
    console.error(`Remote ${remote}/${module} unavailable`, error);
    const failOver: UnavailableModule = { unavailable: true, error };
    return failOver as T;
  }
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`No se pudo cargar ${remote}/${module}`);
  return loaded;
}
