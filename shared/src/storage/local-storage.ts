// localStorage can be missing (tests in node, SSR) or throw (Safari private mode, quota, a
// sandboxed iframe). Persistence is a convenience, so every access degrades to "nothing stored".

/** The browser's localStorage, or undefined where there is none or it may not be used. */
export function getLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads a key; null when absent or unreadable. */
export function readItem(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key, or removes it when `value` is null; failures are ignored. */
export function writeItem(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A full or forbidden storage only costs persistence, never the page.
  }
}
