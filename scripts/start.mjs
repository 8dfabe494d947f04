// `npm start`: build what is stale (lerna + nx cache, webpack's persistent cache), then serve the
// API with demo data on the embedded database and the four apps, each on its own port. Ctrl+C
// stops everything.
import { existsSync } from 'node:fs';
import { APP_PORTS, hostConfigFile } from './site-config.mjs';
import { apiEnv, buildStale, run, siteBanner } from './site-processes.mjs';

if (!process.argv.includes('--no-build')) buildStale();

run('api', 'node', ['api/dist/server.js'], apiEnv());
for (const app of Object.keys(APP_PORTS)) run(app, 'node', ['scripts/serve-app.mjs', app]);
// Once a remote was released (npm run release -w <remote>), the local "CDN" serves deploy/.
if (existsSync(hostConfigFile())) run('cdn', 'node', ['scripts/serve-app.mjs', 'cdn']);
console.log(siteBanner());
