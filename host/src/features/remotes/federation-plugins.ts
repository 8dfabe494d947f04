import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fetchOrTakeEarly } from '../../boot/early-fetch';

/** Major of `shared` this host was built with; a remote must state the same one. */
export const HOST_SHARED_MAJOR: number = __SHARED_MAJOR__;

const RETRY_DELAYS_MS = [250, 750];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches (manifests) again after a network error or a 5xx, with backoff: 3 tries in all; a
 * remoteEntry.js that failed to load is loaded once more (the runtime allows one recovery).
 */
export const retryPlugin: ModuleFederationRuntimePlugin = {
  name: 'del-campo-retry',
  loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
    const retried = sleep(RETRY_DELAYS_MS[1]!).then(() => {
      delete globalLoading[uniqueKey];
      return getRemoteEntry({ origin, remoteInfo });
    });
    // The hook's type nests a promise in a promise; the runtime awaits whatever it gets.
    return retried as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
  },
  async fetch(url, init) {
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= RETRY_DELAYS_MS.length;
      try {
        // The first try may take the manifest the boot fetched early (boot/preload-remotes.ts).
        const response = await fetchOrTakeEarly(url, { ...init, cache: 'no-cache' });
        if (response.status < 500 || last) return response;
      } catch (error) {
        if (last) throw error;
      }
      await sleep(RETRY_DELAYS_MS[attempt]!);
    }
  },
};

interface BuildInfo {
  sharedMajor?: number;
  appVersion?: string;
  commit?: string;
}

/** Refuses a remote whose manifest was built against another major of `shared`. */
export const sharedCompatibilityPlugin: ModuleFederationRuntimePlugin = {
  name: 'del-campo-shared-compatibility',
  async loadRemoteSnapshot(args) {
    const info = (args.manifestJson?.metaData?.buildInfo ?? {}) as BuildInfo;
    if (args.from === 'manifest' && info.sharedMajor !== undefined && info.sharedMajor !== HOST_SHARED_MAJOR) {
      const reason =
        `Remote "${args.moduleInfo.name}" ${info.appVersion ?? '?'} (${info.commit ?? '?'}) needs shared ` +
        `${info.sharedMajor}.x but the host has shared ${HOST_SHARED_MAJOR}.x: not mounted`;
      console.error(reason);
      throw new Error(reason);
    }
    return args;
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

export const federationPlugins = [retryPlugin, sharedCompatibilityPlugin, fallbackPlugin];
