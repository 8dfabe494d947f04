import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig } from 'shared';
import { federationPlugins } from './federation-plugins';

export type RemoteName = keyof AppConfig['remotes'];

let registered: AppConfig['remotes'] | null = null;

/** Tells the federation runtime where each remote's manifest is, as config.json says. */
export function registerRemotesFromConfig(remotes: AppConfig['remotes']): void {
  registered = remotes;
  registerPlugins(federationPlugins);
  registerRemotes(toRemoteList(remotes));
}

function toRemoteList(remotes: AppConfig['remotes']) {
  return (Object.keys(remotes) as RemoteName[]).map((name) => ({ name, entry: remotes[name] }));
}

/**
 * Loads `remote/module`; a remote that cannot be used resolves to an UnavailableModule
 * (federation-plugins.ts) rather than throwing. After a failure the runtime keeps the broken entry, so a retry first
 * registers the remote again with `force` to make it fetch the manifest anew.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, isRetry = false): Promise<T> {
  if (isRetry && registered) {
    registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
  }
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`No se pudo cargar ${remote}/${module}`);
  return loaded;
}
