// One federation runtime on the page (docs/performance.md): the host bundles the runtime core and
// provides it (`provideExternalRuntime`); each remote takes it from the global object
// (`externalRuntime`) and, as it consumes no remote itself, drops the remote-loading code
// (`optimization.disableRemote`). A remote's standalone page gets the core from a small file of its
// own (runtime-provider.js, built alongside).
const path = require('node:path');
const webpack = require('webpack');
const { productionOptimization } = require('../minify.cjs');
const { precompressPlugins } = require('../precompress.cjs');

/** File name of the standalone runtime core a remote's own index.html loads before main.js. */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** The `experiments` of the ModuleFederationPlugin: providing host or external-runtime remote. */
function federationExperiments(isRemote) {
  return isRemote
    ? { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } }
    : // The host reads the remotes' manifests itself (host/src/features/remotes/remote-manifest.ts)
      // and registers their remoteEntry.js: the runtime's manifest ("snapshot") code is left out.
      { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } };
}

/**
 * `provideExternalRuntime` injects its runtime plugin by `require.resolve`, i.e. the CommonJS build
 * (dist/index.cjs), which imports the CommonJS runtime core: a second copy of the core next to the
 * ESM one the host's runtime uses (main.js 29 -> 53 KB). Point it at the plugin's ESM build.
 */
function injectedPluginAsEsm() {
  const pluginDir = path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin'));
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
    path.join(pluginDir, 'index.js'),
  );
}

/** A second, tiny build of a remote: the runtime core for its standalone page (no federation). */
function standaloneRuntimeConfig({ name, dir, production }) {
  return {
    name: `${name}-standalone-runtime`,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: path.join(__dirname, 'runtime-provider.js'),
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false },
    plugins: production ? precompressPlugins() : [],
    ...(production && { optimization: productionOptimization() }),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { federationExperiments, injectedPluginAsEsm, standaloneRuntimeConfig, STANDALONE_RUNTIME_FILE };
