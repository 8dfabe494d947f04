// One config factory for the host and the three remotes: loaders, resolve, and the Module
// Federation share map. Every app calls createAppConfig() from its own webpack.config.js.
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { pageChunks } = require('./webpack/federation/page-chunks.cjs');
const { pageQueries } = require('./webpack/federation/page-queries.cjs');
const {
  federationExperiments,
  injectedPluginAsEsm,
  standaloneRuntimeConfig,
  STANDALONE_RUNTIME_FILE,
} = require('./webpack/federation/runtime.cjs');
const { precompressPlugins } = require('./webpack/precompress.cjs');
const { serverBundleConfig, SERVER_BUNDLE_DIR } = require('./webpack/ssr/server-bundle.cjs');
const { rendererIntegrity } = require('./webpack/ssr/renderer-integrity.cjs');
const { assertSharedExportsListed } = require('./webpack/shared-exports.cjs');
const { persistentCache, FallbackCachePerLibrary } = require('./webpack/cache.cjs');
const { productionOptimization } = require('./webpack/minify.cjs');
const { sharedFallbacksWanted, WithoutSharedFallbacks } = require('./webpack/shared-fallbacks.cjs');
const { applyDevServer } = require('./webpack/dev/dev-config.cjs');

const ROOT = __dirname;

/** Every build keeps a persistent cache of its own (webpack/cache.cjs). */
function withCache(config, cacheName, dir) {
  config.cache = persistentCache(cacheName, dir);
  return config;
}
/** Where Module Federation writes the full copies of tree-shaken shared libraries. */
const FALLBACK_DIR = 'independent-packages';

/** Version of a package as installed (never typed by hand), read from its package.json. */
function installedVersion(pkg) {
  const file = path.join(ROOT, 'node_modules', pkg, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * Singletons: one copy in the page. Subpaths are keys of their own (STACK.md), and take the
 * version of the package they belong to. `graphql` is not shared: only Apollo (a singleton) and
 * `shared` use it at run time, so each bundle keeps just the few parts it uses (print, visit, Kind),
 * 14 KB instead of the whole 43 KB library. `react-router` is not a key of its own: apps import
 * react-router-dom only (webpack/shared-exports.cjs enforces it), whose shared copy holds it.
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@apollo/client': '@apollo/client',
  '@apollo/client/react': '@apollo/client',
  antd: 'antd',
  sweetalert2: 'sweetalert2',
  shared: 'shared',
  // Entries of `shared` are keys of their own: without them each app bundled its own copy of the
  // kit (its CSS injected once per app) and of the messages it imports.
  'shared/ui': 'shared',
  'shared/antd': 'shared',
  // What a form checks with (ruleOf and the `rules` schemas): only pages with a form load it.
  'shared/forms': 'shared',
  // What the shop accepts: the schemas (with valibot), one copy, fetched by `shared/forms`. Its
  // limits and messages (`rules/plain`, no valibot) are part of `shared` itself, on every page.
  rules: 'rules',
};

/**
 * The share map. Libraries listed in webpack/shared-used-exports.json are tree-shaken: each app's
 * shared copy holds the exports any app uses (the build fails if the sources use one the list
 * lacks), so whichever app's copy loads first serves all of them (`runtime-infer`: the runtime
 * checks that a copy has every export the consumer needs, else it loads that app's full fallback).
 */
function sharedMap({ treeShake }) {
  // Development shares whole libraries: no fallback copies to build (they are for bytes, not for speed).
  const usedExports = treeShake ? assertSharedExportsListed() : {};
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, pkg]) => {
      const version = installedVersion(pkg);
      const treeShaking = usedExports[key] && { mode: 'runtime-infer', usedExports: usedExports[key] };
      return [key, { singleton: true, requiredVersion: `^${version}`, version, ...(treeShaking && { treeShaking }) }];
    }),
  );
}

/**
 * react-router 7 resolves to its development build under webpack (its `exports` have no
 * `production` condition): production builds take its production dist instead.
 */
function productionAliases() {
  const dist = path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

function appVersion(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** Short git sha of the build ('unknown' outside a git checkout); APP_COMMIT overrides it. */
function gitCommit() {
  if (process.env.APP_COMMIT) return process.env.APP_COMMIT;
  try {
    const out = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What every manifest states about its build: the host refuses a remote of another shared or rules major. */
function buildInfo(dir) {
  const sharedMajor = Number(appVersion(path.join(ROOT, 'shared')).split('.')[0]);
  const rulesMajor = Number(appVersion(path.join(ROOT, 'rules')).split('.')[0]);
  return { appVersion: appVersion(dir), commit: gitCommit(), sharedMajor, rulesMajor };
}

/**
 * @param {object} opts
 * @param {string} opts.name        federation name (host, shop, cart, admin)
 * @param {string} opts.dir         the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [opts.exposes]  modules a remote exposes
 * @param {string} opts.title       page title of the app's own index.html
 * @param {{entry: string, file: string}} [opts.server]  its server renderer (dist/ssr/<file>.cjs)
 */
function createAppConfig({ name, dir, exposes = {}, title, server, pageQueries: declaredQueries }) {
  const isRemote = Object.keys(exposes).length > 0;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const app = appConfig({ name, dir, exposes, title, isRemote, production, server, declaredQueries });
    // `webpack serve` (npm run dev): the app alone, in the browser, with hot updates.
    if (env?.WEBPACK_SERVE) return withCache(applyDevServer(app, { dir, isRemote }), `${name}-serve`, dir);
    const aliases = production ? productionAliases() : {};
    const renderer = server && serverBundleConfig({ name, dir, ...server, production, build: buildInfo(dir), aliases });
    // The manifest states the renderer's hash: the renderer is built first.
    if (renderer) Object.assign(app, { name: `${name}-app`, dependencies: [renderer.name] });
    const configs = [app, isRemote && standaloneRuntimeConfig({ name, dir, production }), renderer].filter(Boolean);
    const mode = production ? 'production' : 'development';
    for (const config of configs) withCache(config, `${config.name ?? name}-${mode}`, dir);
    return configs.length === 1 ? app : configs;
  };
}

function appConfig({ name, dir, exposes, title, isRemote, production, server, declaredQueries }) {
  const build = buildInfo(dir);
  // `npm start` builds without the shared libraries' fallback copies (webpack/shared-fallbacks.cjs).
  const sharedFallbacks = production && sharedFallbacksWanted();
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // Kept: the standalone runtime core, written by the remote's second build (webpack/federation),
      // and the full fallback copies of the tree-shaken shared libraries, written by a child build
      // of Module Federation before this one emits (`clean: true` deleted them).
      // The server renderer (dist/ssr/) is written by a build of its own too.
      clean: {
        keep: (asset) =>
          asset === STANDALONE_RUNTIME_FILE ||
          asset.startsWith(`${FALLBACK_DIR}/`) ||
          asset.startsWith(`${SERVER_BUNDLE_DIR}/`),
      },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // `rules` imports its own files as './x.js' (NodeNext, for the API's build): take the .ts.
      extensionAlias: { '.js': ['.ts', '.js'] },
      alias: production ? productionAliases() : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Types are checked once by `tsc --noEmit` (npm run typecheck), not per bundle.
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
          },
        },
        {
          test: /\.css$/,
          use: [
            // A stylesheet the server already sent in the page is not parsed and applied again.
            {
              loader: 'style-loader',
              options: { styleTagTransform: require.resolve('./webpack/style-tag-transform.cjs') },
            },
            // No inline source map in a production stylesheet: it doubled the CSS's bytes in every
            // chunk (the kit's 16 KB came with 31 KB of map) and told it apart from the server's copy.
            { loader: 'css-loader', options: { sourceMap: !production } },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // Remotes are registered at run time from config.json: nothing is baked in here.
        remotes: {},
        shared: sharedMap({ treeShake: production }),
        shareStrategy: 'loaded-first',
        manifest: {
          fileName: 'mf-manifest.json',
          additionalData: ({ stats, compilation }) => {
            const info = stats.metaData.buildInfo;
            if (isRemote) stats.metaData.pageChunks = pageChunks(compilation);
            if (declaredQueries) stats.metaData.pageQueries = pageQueries(dir, declaredQueries);
            // The server renderer's path and SHA-384: the host's server runs no other (docs/security.md).
            const serverRenderer = server && rendererIntegrity(dir, SERVER_BUNDLE_DIR, server.file);
            stats.metaData.buildInfo = {
              ...info,
              buildVersion: build.appVersion,
              ...build,
              sharedFallbacks,
              ...(serverRenderer && { serverRenderer }),
            };
            return stats;
          },
        },
        dts: false,
        dev: false,
        experiments: federationExperiments(isRemote),
        treeShakingDir: FALLBACK_DIR,
      }),
      ...(isRemote ? [] : [injectedPluginAsEsm()]),
      // Module Federation's fallback builds get a cache folder each (webpack/cache.cjs).
      new FallbackCachePerLibrary(FALLBACK_DIR),
      ...(production && !sharedFallbacks ? [new WithoutSharedFallbacks()] : []),
      new HtmlWebpackPlugin({
        template: path.join(ROOT, 'webpack', 'index.html'),
        title,
        // Linked from every page (so no browser asks for /favicon.ico): a leaf in the shop's green.
        favicon: path.join(ROOT, 'webpack', 'favicon.svg'),
        // The host paints a navbar and page skeleton before its scripts run (webpack/index.html).
        bootShell: name === 'host',
        // A remote's own page loads the runtime core the host provides on the shop's pages.
        standaloneRuntime: isRemote ? `/${STANDALONE_RUNTIME_FILE}` : null,
        // Every app is served from the root of its origin; deep links must still find main.js.
        publicPath: '/',
        meta: { 'app-version': build.appVersion, 'app-commit': build.commit },
      }),
      // The host compares a remote's manifest against the shared major it was built with.
      new webpack.DefinePlugin({
        __SHARED_MAJOR__: JSON.stringify(build.sharedMajor),
        __RULES_MAJOR__: JSON.stringify(build.rulesMajor),
      }),
      ...(production ? precompressPlugins() : []),
    ],
    ...(production && { optimization: productionOptimization() }),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, installedVersion, buildInfo, SINGLETONS };
