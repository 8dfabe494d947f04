// `npm start`: build what is stale (lerna + nx cache, webpack's persistent cache), then serve the
// API with demo data on the embedded database and the four apps, each on its own port. Ctrl+C
// stops everything. It runs on a supported Node: an older machine node re-runs it on a fetched one.
import { existsSync } from 'node:fs';
import { APP_PORTS, hostConfigFile } from './site-config.mjs';
import { ensureNode } from './node-runtime.mjs';
import { apiEnv, buildStale, run, siteBanner } from './site-processes.mjs';

// A machine node older than the supported ones hands over to a fetched Node (scripts/node-runtime.mjs).
await ensureNode();

if (!process.argv.includes('--no-build')) buildStale();

run('api', process.execPath, ['api/dist/server.js'], apiEnv());
for (const app of Object.keys(APP_PORTS)) run(app, process.execPath, ['scripts/serve-app.mjs', app]);
// Once a remote was released (npm run release -w <remote>), the local "CDN" serves deploy/.
if (existsSync(hostConfigFile())) run('cdn', process.execPath, ['scripts/serve-app.mjs', 'cdn']);
console.log(siteBanner());
