// `npm start` builds without the full fallback copies of the tree-shaken shared libraries
// (webpack/shared-fallbacks.cjs). A small federated app, built with webpack and Module Federation as
// the apps are: with the plugin no fallback is compiled and the runtime is told there is none (or no
// page would start: the runtime would look for a tree-shaken getter the build never gave it); without
// it, Module Federation writes the fallback as usual.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { WithoutSharedFallbacks, sharedFallbacksWanted } = require('../webpack/shared-fallbacks.cjs');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shared-fallbacks-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Builds a one-file app sharing react-redux tree-shaken to `useSelector`; returns its output folder. */
async function buildProbe(name, plugins) {
  const context = path.join(scratch, name);
  mkdirSync(path.join(context, 'src'), { recursive: true });
  writeFileSync(path.join(context, 'src', 'index.js'), "import('./app.js');\n");
  writeFileSync(
    path.join(context, 'src', 'app.js'),
    "import { useSelector } from 'react-redux';\nconsole.log(useSelector);\n",
  );
  const config = {
    mode: 'production',
    context,
    entry: './src/index.js',
    resolve: { modules: [path.join(ROOT, 'node_modules')] },
    // As the apps' builds: the fallbacks are written before the app emits, so its clean keeps them.
    output: {
      path: path.join(context, 'dist'),
      publicPath: 'auto',
      clean: { keep: (asset) => asset.startsWith('independent-packages/') },
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        dts: false,
        shared: {
          react: { singleton: true },
          'react-redux': { singleton: true, treeShaking: { mode: 'runtime-infer', usedExports: ['useSelector'] } },
        },
        treeShakingDir: 'independent-packages',
      }),
      ...plugins,
    ],
    infrastructureLogging: { level: 'error' },
  };
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  return config.output.path;
}

const scripts = (dist) =>
  readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');

test('SHARED_FALLBACKS=off turns the fallbacks off; unset or anything else keeps them', () => {
  assert.equal(sharedFallbacksWanted({ SHARED_FALLBACKS: 'off' }), false);
  assert.equal(sharedFallbacksWanted({}), true);
  assert.equal(sharedFallbacksWanted({ SHARED_FALLBACKS: 'on' }), true);
});

test('without the plugin Module Federation compiles a fallback copy of react-redux', { timeout: 300_000 }, async () => {
  const dist = await buildProbe('with_fallbacks', []);
  assert.ok(existsSync(path.join(dist, 'independent-packages', 'react_redux')));
  assert.match(scripts(dist), /sharedFallback = \{"react-redux"/);
});

test(
  'with WithoutSharedFallbacks no fallback is built and the runtime knows of none',
  { timeout: 300_000 },
  async () => {
    const dist = await buildProbe('without_fallbacks', [new WithoutSharedFallbacks()]);
    assert.equal(existsSync(path.join(dist, 'independent-packages')), false);
    assert.match(scripts(dist), /\.federation\.sharedFallback = \{\};/);
  },
);
