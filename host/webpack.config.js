const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig } = require('../webpack.common.js');

const config = createAppConfig({
  name: 'host',
  dir: __dirname,
  title: 'Del Campo · Del campo a tu mesa',
  exposes: {},
  // The shell's server renderer (docs/architecture.md, "Catalogue HTML").
  server: { entry: './src/ssr/shell.tsx', file: 'shell' },
});

/**
 * `/favicon.ico` answers (issue 29): browsers, bookmarks and crawlers ask for it whatever the
 * page's `<link rel=icon>` says. The shop's leaf (webpack/favicon.svg) as a 16/32/48 px icon
 * (webpack/favicon.ico), emitted at the root of the host's build.
 */
class FaviconIcoPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FaviconIcoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FaviconIcoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const icon = readFileSync(path.join(__dirname, '..', 'webpack', 'favicon.ico'));
          compilation.emitAsset('favicon.ico', new webpack.sources.RawSource(icon));
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const built = config(env, argv);
  const app = Array.isArray(built) ? built[0] : built;
  app.plugins.push(new FaviconIcoPlugin());
  return built;
};
