// `npm run dev`: the whole site in development. Every app on `webpack serve` at its production
// port (hot updates with React Fast Refresh, type errors in the terminal and the browser overlay:
// webpack/dev/dev-config.cjs), the host reading the remotes from their dev servers, and the API
// from its TypeScript sources, restarted on every change (tsx watch), with the demo data on the
// embedded database as `npm start` has it.
// `node scripts/dev.mjs <app>...` (`npm run dev -w remote-cart`): those apps in development, the
// others and the API as `npm start` serves them, from their production builds (built when stale).
import path from 'node:path';
import { waitForUrl } from './dev-site.mjs';
import { API_PORT, APP_PORTS, BIND_HOST } from './site-config.mjs';
import { ensureNode } from './node-runtime.mjs';
import { ROOT, apiEnv, buildStale, run, siteBanner } from './site-processes.mjs';

await ensureNode();

const APPS = Object.keys(APP_PORTS);
// Started directly (not through npx), so that stopping the site stops them.
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = chosen.filter((app) => !APPS.includes(app));
if (unknown.length) {
  console.error(`usage: dev.mjs [${APPS.join('|')}]...  (unknown: ${unknown.join(', ')})`);
  process.exit(2);
}
const inDevelopment = chosen.length ? chosen : APPS;
const built = APPS.filter((app) => !inDevelopment.includes(app));

if (built.length) {
  // The apps not in development and the API, from their builds (the nx cache skips what is current).
  buildStale(inDevelopment);
  run('api', process.execPath, ['api/dist/server.js'], apiEnv());
} else {
  const watch = ['watch', '--clear-screen=false', '--include', 'api/src/**/*.graphql', 'api/src/server.ts'];
  run('api', bin('tsx'), watch, apiEnv());
}
// The embedded database starts first: on a busy machine, four compilers at once kept it from
// starting within the API's time limit.
await waitForUrl(`http://${BIND_HOST}:${API_PORT}/health`, { timeoutMs: 10 * 60_000 });
for (const app of built) run(app, process.execPath, ['scripts/serve-app.mjs', app]);
for (const app of inDevelopment) {
  run(app, bin('webpack'), ['serve', '--mode', 'development', '--config', `${app}/webpack.config.js`]);
}
console.log(siteBanner());
