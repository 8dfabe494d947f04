import type { Page } from 'playwright-core';

/** A shared package as one federation instance (host, shop, cart, ...) of the page sees it. */
export interface ShareEntry {
  instance: string;
  name: string;
  version: string;
  /** The app whose copy this is. */
  from: string;
  loaded: boolean;
}

/** Reads the Module Federation share scopes of the page (`__FEDERATION__.__SHARE__`). */
export async function readShareScope(page: Page): Promise<ShareEntry[]> {
  return page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean; lib?: unknown };
    type Scopes = Record<string, Record<string, Record<string, Entry>>>;
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> } })
      .__FEDERATION__;
    const entries: ShareEntry[] = [];
    for (const [instance, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            const loaded = Boolean(entry.loaded || entry.lib);
            entries.push({ instance: instance.split(':')[0]!, name, version, from: entry.from ?? '?', loaded });
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
