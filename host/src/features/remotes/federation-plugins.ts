import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fetchOrTakeEarly } from '../../boot/early-fetch';

/** Major of `shared` this host was built with; a remote must state the same one. */
export const HOST_SHARED_MAJOR: number = __SHARED_MAJOR__;
/** Major of `rules` (what the shop accepts) this host was built with; a remote must state the same one. */
export const HOST_RULES_MAJOR: number = __RULES_MAJOR__;

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

export interface BuildInfo {
  sharedMajor?: number;
  rulesMajor?: number;
  appVersion?: string;
  commit?: string;
}

/** The singleton library whose major a remote's build states differently from the host's, if any. */
export function incompatibleLibrary(info: BuildInfo): { name: string; needs: number; has: number } | null {
  if (info.sharedMajor !== undefined && info.sharedMajor !== HOST_SHARED_MAJOR) {
    return { name: 'shared', needs: info.sharedMajor, has: HOST_SHARED_MAJOR };
  }
  if (info.rulesMajor !== undefined && info.rulesMajor !== HOST_RULES_MAJOR) {
    return { name: 'rules', needs: info.rulesMajor, has: HOST_RULES_MAJOR };
  }
  return null;
}

/** Refuses a remote whose manifest was built against another major of `shared` or of `rules`. */
export const sharedCompatibilityPlugin: ModuleFederationRuntimePlugin = {
  name: 'del-campo-shared-compatibility',
  async loadRemoteSnapshot(args) {
    const info = (args.manifestJson?.metaData?.buildInfo ?? {}) as BuildInfo;
    const library = args.from === 'manifest' ? incompatibleLibrary(info) : null;
    if (library) {
      const { name, needs, has } = library;
      const reason =
        `Remote "${args.moduleInfo.name}" ${info.appVersion ?? '?'} (${info.commit ?? '?'}) needs ${name} ` +
        `${needs}.x but the host has ${name} ${has}.x: not mounted`;
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
