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

module.exports = { persistentCache, CACHE_DIR };
