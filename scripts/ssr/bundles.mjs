// Loading the server renderers (dist/ssr/*.cjs, webpack/ssr/server-bundle.cjs) into this process:
// the host's shell from its dist folder, remote-shop's page renderer from where the live
// config.json says remote-shop is published (next to its mf-manifest.json), so a release brings
// its own renderer and no host rebuild or restart is needed.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { builtinModules, createRequire, Module } from 'node:module';
import vm from 'node:vm';

const nodeRequire = createRequire(import.meta.url);
const BUILTINS = new Set(builtinModules);

/** Runs a self-contained CommonJS bundle and returns its exports; it may require Node's built-ins only. */
export function evaluateBundle(code, filename) {
  const module = { exports: {} };
  const require = (id) => {
    if (BUILTINS.has(id.replace(/^node:/, ''))) return nodeRequire(id);
    throw new Error(`${filename}: "${id}" no está disponible en el servidor`);
  };
  const wrapper = vm.runInThisContext(Module.wrap(code), { filename });
  wrapper.call(module.exports, module.exports, require, module, filename, '.');
  return module.exports;
}

const hashOf = (text) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/**
 * A bundle fetched over HTTP, checked again (If-None-Match) at most every `checkMs`: a new file at
 * the same address is picked up within that time. `id` changes with the file.
 */
export function remoteBundles({ checkMs, fetchImpl = fetch, keep = 4 }) {
  const entries = new Map();
  async function refresh(url, entry) {
    const headers = entry?.etag ? { 'if-none-match': entry.etag } : {};
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(5000) });
    if (response.status === 304 && entry) return { ...entry, checkedAt: Date.now() };
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const code = await response.text();
    const id = `${url}#${hashOf(code)}`;
    if (entry?.id === id) return { ...entry, checkedAt: Date.now() };
    return { id, etag: response.headers.get('etag'), exports: evaluateBundle(code, url), checkedAt: Date.now() };
  }
  return async function load(url) {
    let entry = entries.get(url);
    if (entry?.value && Date.now() - entry.value.checkedAt < checkMs) return entry.value;
    if (!entry?.pending) {
      const previous = entry?.value;
      const pending = refresh(url, previous).finally(() => {
        const current = entries.get(url);
        if (current?.pending === pending) current.pending = null;
      });
      entry = { value: previous, pending };
      entries.delete(url);
      entries.set(url, entry);
      // Renderers of older releases are dropped (the Map keeps insertion order: oldest first).
      while (entries.size > keep) entries.delete(entries.keys().next().value);
      pending.then((value) => (entry.value = value)).catch(() => undefined);
    }
    return entry.pending;
  };
}

/** A bundle read from disk, read again when its size or time changes (checked at most every `checkMs`). */
export function fileBundle(file, { checkMs }) {
  let current = null;
  let checkedAt = 0;
  return async function load() {
    if (current && Date.now() - checkedAt < checkMs) return current;
    const info = await stat(file);
    const version = `${info.size}:${info.mtimeMs}`;
    if (current?.version !== version) {
      const code = await readFile(file, 'utf8');
      current = { id: `${file}#${hashOf(code)}`, version, exports: evaluateBundle(code, file) };
    }
    checkedAt = Date.now();
    return current;
  };
}
