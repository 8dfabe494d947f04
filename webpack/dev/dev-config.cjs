// `webpack serve` (npm run dev): an app on its production port with hot updates and React Fast
// Refresh (swc-loader adds the refresh calls, fast enough for an edit to show within a second or
// two), type errors from a checker in another process (terminal and browser overlay, never
// blocking an update), and for the host the config.json that points it at the remotes' dev servers.
const path = require('node:path');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const ForkTsCheckerWebpackPlugin = require('fork-ts-checker-webpack-plugin');
// The one place for ports and the site's config.json (an ES module; Node >= 20.19 requires it).
const { APP_PORTS, BIND_HOST, buildSiteConfig } = require('../../scripts/site-config.mjs');

/** TypeScript and TSX to development JavaScript, with React Fast Refresh's registrations. */
function swcRule() {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: true, refresh: true } },
        },
      },
    },
  };
}

/** The host answers /config.json as `npm start` does: remotes at their (dev) servers' ports. */
function serveSiteConfig(middlewares, devServer) {
  devServer.app.get('/config.json', (_request, response) => {
    response.set('Cache-Control', 'no-cache');
    response.json(buildSiteConfig());
  });
  return middlewares;
}

function devServerOptions(workspace, isRemote) {
  const port = APP_PORTS[workspace];
  return {
    host: BIND_HOST,
    port,
    hot: true,
    static: false,
    // The host's page loads the remotes' files from their own ports.
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: !isRemote,
    // The hot-update socket of a remote's code is the remote's server, not the page's origin.
    client: {
      webSocketURL: `ws://${BIND_HOST}:${port}/ws`,
      overlay: { errors: true, warnings: false, runtimeErrors: false },
    },
    ...(!isRemote && { setupMiddlewares: serveSiteConfig }),
  };
}

/** What `webpack serve` changes in an app's configuration (see createAppConfig). */
function applyDevServer(config, { dir, isRemote }) {
  const workspace = path.basename(dir);
  const checkTypes = process.env.DEV_TYPECHECK !== 'false';
  config.module.rules[0] = swcRule();
  config.resolve.alias = {
    ...config.resolve.alias,
    'react-refresh/runtime$': path.join(__dirname, 'refresh-runtime.cjs'),
  };
  // Not the shared runtime itself: its own refresh wrapper would require it while it loads.
  config.plugins.push(new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, /refresh-runtime\.cjs$/] }));
  if (checkTypes) {
    config.plugins.push(
      new ForkTsCheckerWebpackPlugin({ async: true, typescript: { configFile: path.join(dir, 'tsconfig.json') } }),
    );
  }
  config.devServer = devServerOptions(workspace, isRemote);
  return config;
}

module.exports = { applyDevServer };
