import type { Page } from 'playwright-core';

/**
 * A shared package in a share scope of the page. With one federation runtime (the host's) there is
 * one share scope, `instance` host, and `usedBy` names the apps (host, shop, cart, ...) using the copy.
 */
export interface ShareEntry {
  instance: string;
  usedBy: string[];
  name: string;
  version: string;
  /** The app whose copy this is. */
  from: string;
  loaded: boolean;
}

/** Reads the Module Federation share scopes of the page (`__FEDERATION__.__SHARE__`). */
export async function readShareScope(page: Page): Promise<ShareEntry[]> {
  return page.evaluate(() => {
    type Copy = { loaded?: boolean; lib?: unknown; useIn?: string[] };
    type Entry = Copy & { from?: string; treeShaking?: Copy };
    type Scopes = Record<string, Record<string, Record<string, Entry>>>;
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> } })
      .__FEDERATION__;
    const entries: ShareEntry[] = [];
    for (const [instance, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            // A tree-shaken copy (shared[...].treeShaking) is marked loaded on its `treeShaking` part.
            const loaded = Boolean(entry.loaded || entry.lib || entry.treeShaking?.loaded || entry.treeShaking?.lib);
            const usedBy = [...(entry.useIn ?? []), ...(entry.treeShaking?.useIn ?? [])];
            entries.push({ instance: instance.split(':')[0]!, usedBy, name, version, from: entry.from ?? '?', loaded });
          }
        }
      }
    }
    return entries;
  });
}

/** Distinct copies (version and providing app) of `name` that are loaded in the page. */
export function loadedCopies(entries: ShareEntry[], name: string): string[] {
  const copies = entries.filter((entry) => entry.name === name && entry.loaded).map((e) => `${e.version}@${e.from}`);
  return [...new Set(copies)];
}
