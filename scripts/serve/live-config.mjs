// The host's config.json as a server sees it while deploys happen: a deploy is an atomic rename of
// the file, so its text is read again for every answer that serves it, and its parsed form (for
// the security headers) is parsed again whenever the file was replaced.
// Without a file (or while an `optional` one does not exist yet): the environment's config.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { buildSiteConfig } from '../site-config.mjs';

/** `{ text(), parsed() }` of the site config in `configFile` (may be undefined). */
export function liveSiteConfig(configFile, { optional = false } = {}) {
  const fromEnv = buildSiteConfig();
  let cached = { key: '', config: fromEnv };

  async function text() {
    if (!configFile || (optional && !existsSync(configFile))) return JSON.stringify(buildSiteConfig());
    return readFile(configFile, 'utf8');
  }

  /** The parsed config; the environment's when the file is missing or broken (the page then fails on config.json anyway). */
  async function parsed() {
    if (!configFile) return fromEnv;
    const info = await stat(configFile).catch(() => null);
    if (!info) {
      if (!optional) console.error(`config file ${configFile} is missing: security headers from the environment`);
      return fromEnv;
    }
    const key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    if (key !== cached.key) {
      try {
        cached = { key, config: JSON.parse(await readFile(configFile, 'utf8')) };
      } catch (error) {
        console.error(`config file ${configFile}: ${error.message}; security headers from the environment`);
        cached = { key, config: fromEnv };
      }
    }
    return cached.config;
  }

  return { text, parsed };
}
