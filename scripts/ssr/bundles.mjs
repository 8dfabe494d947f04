// Loading the server renderers (dist/ssr/*.cjs, webpack/ssr/server-bundle.cjs) into this process:
// the host's shell from its dist folder (fileBundle); remote-shop's page renderer from where the
// live config.json says remote-shop is published, checked against its release's manifest
// (released-renderer.mjs), so a release brings its own renderer and no host rebuild or restart
// is needed.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { builtinModules, createRequire, Module } from 'node:module';
import path from 'node:path';
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

/** The host's shell renderer of the host build in `hostDir` (its dist/ssr/shell.cjs). */
export const shellBundleOf = (hostDir, settings) => fileBundle(path.join(hostDir, 'ssr', 'shell.cjs'), settings);
