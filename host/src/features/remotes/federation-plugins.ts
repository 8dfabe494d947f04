import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Major of `shared` this host was built with; a remote must state the same one. */
export const HOST_SHARED_MAJOR: number = __SHARED_MAJOR__;
/** Major of `rules` (what the shop accepts) this host was built with; a remote must state the same one. */
export const HOST_RULES_MAJOR: number = __RULES_MAJOR__;

const ENTRY_RETRY_DELAY_MS = 750;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A remoteEntry.js that failed to load is loaded once more (the runtime allows one recovery).
 * Manifests are the host's own reads, retried there (remote-manifest.ts).
 */
export const retryPlugin: ModuleFederationRuntimePlugin = {
  name: 'del-campo-retry',
  loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
    const retried = sleep(ENTRY_RETRY_DELAY_MS).then(() => {
      delete globalLoading[uniqueKey];
      return getRemoteEntry({ origin, remoteInfo });
    });
    // The hook's type nests a promise in a promise; the runtime awaits whatever it gets.
    return retried as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
  },
};

/** What a remote load resolves to when it failed for good: the host shows its fallback. */
export interface UnavailableModule {
  unavailable: true;
  error: unknown;
}

export function isUnavailable(loaded: unknown): loaded is UnavailableModule {
  return typeof loaded === 'object' && loaded !== null && (loaded as UnavailableModule).unavailable === true;
}

/** Turns a hard failure of loadRemote into a module the host renders as the fallback. */
export const fallbackPlugin: ModuleFederationRuntimePlugin = {
  name: 'del-campo-fallback',
  errorLoadRemote({ id, error, lifecycle }) {
    if (lifecycle !== 'onLoad') return undefined;
    console.error(`Remote ${id} unavailable`, error);
    const failOver: UnavailableModule = { unavailable: true, error };
    return failOver as unknown as () => Record<string, ComponentType>;
  },
};

export const federationPlugins = [retryPlugin, fallbackPlugin];
