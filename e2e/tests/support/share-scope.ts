import type { Page } from 'playwright-core';

/** One provided copy of a shared package, as the federation runtime of the page records it. */
export interface SharedCopy {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
  usedBy: string[];
}

/**
 * Reads the Module Federation share scope of the page (`__FEDERATION__.__SHARE__`, one map per
 * federation instance) and merges it into one entry per provided copy (name, version, provider).
 */
export async function readShareScope(page: Page): Promise<SharedCopy[]> {
  return page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }).__FEDERATION__;
    const copies = new Map<string, { name: string; version: string; from: string; loaded: boolean; usedBy: Set<string> }>();
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes as Record<string, Record<string, Record<string, Entry>>>)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            const key = `${name}@${version}#${entry.from ?? '?'}`;
            const copy = copies.get(key) ?? { name, version, from: entry.from ?? '?', loaded: false, usedBy: new Set<string>() };
            copy.loaded ||= Boolean(entry.loaded || entry.lib);
            for (const user of entry.useIn ?? []) copy.usedBy.add(user);
            copies.set(key, copy);
          }
        }
      }
    }
    return [...copies.values()].map((copy) => ({ ...copy, usedBy: [...copy.usedBy] }));
  });
}
