// The monolith: the host and the three remotes built as one app from the same sources, with no
// Module Federation (docs/monolith.md). It is the host's own production config minus the
// federation plugin, written to host/dist-monolith, with the host's remote registry swapped for
// one that import()s each module a remote exposes straight from the remote's sources, and the
// host's early preload of remote files switched off.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const hostConfig = require('../../host/webpack.config.js');
const { exposedModulesSource } = require('./exposed-modules.cjs');

const ROOT = path.join(__dirname, '..', '..');
const OUTPUT_DIR = path.join(ROOT, 'host', 'dist-monolith');
const HOST_SRC = path.join(ROOT, 'host', 'src');

/** Host modules that talk to the federation runtime or to the remotes' origins, and their stand-ins. */
const SWAPS = [
  ['features/remotes/remote-registry.ts', 'remote-registry.ts'],
  ['boot/route-remotes.ts', 'route-remotes.ts'],
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every import that resolves to one of those host files gets the monolith's file instead. */
function hostSwaps() {
  return SWAPS.map(([hostFile, monolithFile]) => {
    const hostPath = path.join(HOST_SRC, hostFile);
    // A renamed host file would silently bring federation back: stop the build instead.
    if (!fs.existsSync(hostPath)) throw new Error(`monolith: ${hostPath} is gone, update SWAPS`);
    const resource = new RegExp(`^${escapeRegExp(hostPath)}$`);
    return new webpack.NormalModuleReplacementPlugin(resource, path.join(__dirname, monolithFile));
  });
}

/** `virtual:monolith-exposed-modules`: the table of lazy imports the registry reads. */
function exposedModulesPlugin(argv) {
  const source = () => exposedModulesSource(argv);
  return new webpack.experiments.schemes.VirtualUrlPlugin({
    'monolith-exposed-modules': { type: '.js', source },
  });
}

module.exports = (env = {}, argv = {}) => {
  const productionArgv = { ...argv, mode: 'production' };
  // The host's config is a list when it also builds its server renderer (dist/ssr/): the app is first.
  const configs = hostConfig(env, productionArgv);
  const host = Array.isArray(configs) ? configs[0] : configs;
  return {
    ...host,
    mode: 'production',
    output: { ...host.output, path: OUTPUT_DIR, uniqueName: 'monolith' },
    // A persistent cache of its own: the host's holds federation modules this build cannot restore.
    cache: host.cache && {
      ...host.cache,
      name: 'monolith-production',
      buildDependencies: { ...host.cache.buildDependencies, monolith: [__filename] },
    },
    plugins: [
      ...host.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      ...hostSwaps(),
      exposedModulesPlugin(productionArgv),
    ],
  };
};
