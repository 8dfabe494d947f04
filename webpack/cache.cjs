// Webpack's persistent cache (node_modules/.cache/webpack): a second build with nothing changed
// reuses every module. It can never serve old code: sources are checked by their timestamps and
// content hashes, installed packages by their versions, and the whole cache is dropped when a
// build dependency changes: the app's webpack config, everything it requires (webpack.common.js,
// webpack/*.cjs) and the lockfile.
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'webpack');

/** A cache of its own per build (`name`: app, its renderer or runtime, production or serve). */
function persistentCache(name, dir) {
  return {
    type: 'filesystem',
    cacheDirectory: CACHE_DIR,
    name,
    buildDependencies: {
      config: [path.join(dir, 'webpack.config.js'), path.join(ROOT, 'webpack.common.js')],
      lockfile: [path.join(ROOT, 'package-lock.json')],
    },
  };
}

/**
 * Module Federation builds each shared library's fallback copy (`treeShakingDir`) with a compiler of
 * its own, made from the app's options: the same cache name, so half a dozen compilers wrote one
 * pack folder at once ("Caching failed for pack: ... rename ... ENOENT" on every build) and the
 * fallbacks were rebuilt each time. This plugin reaches those compilers too (Module Federation passes
 * the app's plugins on) and, before webpack sets their cache up, gives each its own folder:
 * `<app cache>-fallback-<library>`.
 */
class FallbackCachePerLibrary {
  constructor(fallbackDir) {
    this.fallbackDir = fallbackDir;
  }

  apply(compiler) {
    const { cache, output } = compiler.options;
    if (cache?.type !== 'filesystem' || !output?.path) return;
    const parts = path.relative(compiler.options.context ?? ROOT, output.path).split(path.sep);
    const at = parts.indexOf(this.fallbackDir);
    if (at < 0 || !parts[at + 1]) return;
    const name = `${cache.name}-fallback-${parts[at + 1]}`;
    compiler.options.cache = { ...cache, name, cacheLocation: path.join(cache.cacheDirectory, name) };
  }
}

module.exports = { persistentCache, FallbackCachePerLibrary, CACHE_DIR };
