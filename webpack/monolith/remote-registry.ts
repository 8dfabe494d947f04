// The monolith's stand-in for host/src/features/remotes/remote-registry.ts (same exports):
// no federation runtime, every remote module is a lazy chunk of this one build.
import type { AppConfig } from 'shared';
import { exposedModules } from 'virtual:monolith-exposed-modules';

export type RemoteName = keyof AppConfig['remotes'];

/** Nothing to register: the remotes' URLs in config.json are not used by the monolith. */
export function registerRemotesFromConfig(_remotes: AppConfig['remotes']): void {}

/**
 * Loads `remote/module` from its chunk. A chunk that failed to load is fetched again on the next
 * call, so the host's "Reintentar" needs nothing more here.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, _isRetry = false): Promise<T> {
  const load = exposedModules[`${remote}/${module}`];
  if (!load) throw new Error(`No se pudo cargar ${remote}/${module}`);
  return (await load()) as T;
}
