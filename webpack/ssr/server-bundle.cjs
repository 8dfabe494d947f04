// The server renderers (docs/architecture.md, "Catalogue HTML"): one CommonJS file per app for
// Node, with every library inside (react-dom/server included), written to dist/ssr/. Built next
// to the browser build from the same sources; no browser ever loads it.
const path = require('node:path');
const webpack = require('webpack');

const COLLECT_LOADER = require.resolve('./css-collect-loader.cjs');
const COLLECTOR = require.resolve('./css-collector.cjs');
/** Folder (inside dist/) of the server renderer; `output.clean` of the browser build keeps it. */
const SERVER_BUNDLE_DIR = 'ssr';

/**
 * @param {object} opts
 * @param {string} opts.name  the app's federation name
 * @param {string} opts.dir   the app's folder
 * @param {string} opts.entry its server entry (exports `render`)
 * @param {string} opts.file  file name in dist/ssr/
 * @param {boolean} opts.production
 * @param {{appVersion: string, commit: string, sharedMajor: number, rulesMajor: number}} opts.build
 * @param {Record<string, string>} opts.aliases
 */
function serverBundleConfig({ name, dir, entry, file, production, build, aliases }) {
  return {
    name: `${name}-ssr`,
    mode: production ? 'production' : 'development',
    target: 'node22',
    context: dir,
    entry: { [file]: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_BUNDLE_DIR),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '/',
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // `rules` imports its own files as './x.js' (NodeNext): take the .ts.
      extensionAlias: { '.js': ['.ts', '.js'] },
      alias: { ...aliases, 'ssr-css-collector': COLLECTOR },
    },
    // The catalogue never opens a dialog or an antd form on the server: their lazy imports stay out.
    externals: { antd: 'commonjs antd', sweetalert2: 'commonjs sweetalert2' },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
          },
        },
        {
          test: /\.css$/,
          use: [
            COLLECT_LOADER,
            { loader: 'css-loader', options: { exportType: 'string', esModule: false, url: false } },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        __SHARED_MAJOR__: JSON.stringify(build.sharedMajor),
        __RULES_MAJOR__: JSON.stringify(build.rulesMajor),
        __RENDERER_VERSION__: JSON.stringify(`${build.appVersion}-${build.commit}`),
      }),
    ],
    // Read once per release by a server: minifying would only slow the build.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverBundleConfig, SERVER_BUNDLE_DIR };
