// The modules each remote exposes, read from the remotes' own webpack.config.js (the one place
// they are written), turned into the source of a table of lazy imports for the monolith.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const ROOT = path.join(__dirname, '..', '..');
const REMOTE_DIRS = ['remote-shop', 'remote-cart', 'remote-admin'];

/** `{ name, dir, exposes }` of one remote, from the federation plugin its config creates. */
function federationOf(remoteDir, argv) {
  const configFile = path.join(ROOT, remoteDir, 'webpack.config.js');
  // A remote's config is a list: the app, and its standalone runtime (webpack/federation).
  const configs = [require(configFile)({}, argv)].flat();
  const isFederation = (candidate) => candidate instanceof ModuleFederationPlugin;
  const config = configs.find((candidate) => candidate.plugins?.some(isFederation)) ?? configs[0];
  const plugin = config.plugins?.find(isFederation);
  // `_options` is what the plugin was given; fail loudly if a new version renames it.
  const options = plugin?._options;
  if (!options?.name || !options.exposes) throw new Error(`${configFile}: no ModuleFederationPlugin exposes found`);
  return { name: options.name, dir: config.context, exposes: options.exposes };
}

/** `[ ['shop/pages', '/abs/remote-shop/src/exposed/pages.ts'], ... ]` for every remote. */
function exposedModuleFiles(argv) {
  return REMOTE_DIRS.flatMap((remoteDir) => {
    const { name, dir, exposes } = federationOf(remoteDir, argv);
    return Object.entries(exposes).map(([key, file]) => {
      if (typeof file !== 'string') throw new Error(`${remoteDir}: expose ${key} must be a path`);
      return [`${name}/${key.replace(/^\.\//, '')}`, path.resolve(dir, file)];
    });
  });
}

/** One `() => import()` per exposed module, each its own chunk named after it (shop-pages...). */
function exposedModulesSource(argv) {
  const entries = exposedModuleFiles(argv).map(([id, file]) => {
    const chunkName = id.replace(/[^a-zA-Z0-9]+/g, '-');
    return `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(file)}),`;
  });
  return `export const exposedModules = {\n${entries.join('\n')}\n};\n`;
}

module.exports = { exposedModuleFiles, exposedModulesSource };
