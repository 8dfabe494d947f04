import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSiteConfig, type SiteConfig } from '../../../scripts/site-config.mjs';
import { AppServer, distOf, REPO_ROOT } from './app-servers.ts';
import { startApi, type RunningApi } from './api-server.ts';

/** Debian's nginx (/usr/sbin is not on every PATH); NGINX_PATH overrides. */
export const NGINX_PATH = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const TEMPLATES = path.join(REPO_ROOT, 'deploy', 'nginx');

/** The site behind deploy/nginx/del-campo.conf.template: one origin for the apps and the API. */
export interface NginxSite {
  origin: string;
  api: RunningApi;
  config: SiteConfig;
  /** The catalogue renderer nginx proxies the catalogue pages to (serve-app.mjs host). */
  renderer: AppServer;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function fill(template: string, values: Record<string, string>): string {
  return readFileSync(path.join(TEMPLATES, template), 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`${template}: no value for ${whole}`);
    return values[name]!;
  });
}

function assertNginxInstalled(): void {
  const probe = spawnSync(NGINX_PATH, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `nginx is not installed (${NGINX_PATH}: ${probe.error?.message ?? probe.stderr}). ` +
        "Install Debian's nginx: apt-get install -y nginx (`npm test` does it), or set NGINX_PATH.",
    );
  }
}

/** Resolves once nginx answers /health (through to the API), or fails with its error log. */
async function waitUntilUp(origin: string, child: ChildProcess, errorLog: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errorLog()}`);
    const answer = await fetch(`${origin}/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${origin}:\n${errorLog()}`);
}

/**
 * Starts the API and nginx (foreground, from a temp prefix, on 127.0.0.1 only) with the deploy
 * config, serving the four dist folders and a config.json that points at nginx's own origin.
 */
export async function startNginxSite(): Promise<NginxSite> {
  assertNginxInstalled();
  const [port, apiPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'delcampo-nginx-'));
  // Workers run as the user who starts nginx; they must reach the prefix (mkdtemp makes it 0700).
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'tmp'));

  const config = buildSiteConfig({
    remotes: {
      shop: `${origin}/remotes/remote-shop/mf-manifest.json`,
      cart: `${origin}/remotes/remote-cart/mf-manifest.json`,
      admin: `${origin}/remotes/remote-admin/mf-manifest.json`,
    },
  });
  Object.assign(config, { graphqlUrl: `${origin}/graphql`, wsUrl: `ws://127.0.0.1:${port}/graphql` });
  writeFileSync(path.join(prefix, 'config.json'), JSON.stringify(config));
  const renderer = new AppServer(distOf('host'), path.join(prefix, 'config.json'));
  await renderer.start();

  const siteConf = path.join(prefix, 'del-campo.conf');
  writeFileSync(
    siteConf,
    fill('del-campo.conf.template', {
      LISTEN: `127.0.0.1:${port}`,
      API_SERVERS: `server 127.0.0.1:${apiPort};`,
      HOST_ROOT: distOf('host'),
      SHOP_ROOT: distOf('remote-shop'),
      CART_ROOT: distOf('remote-cart'),
      ADMIN_ROOT: distOf('remote-admin'),
      RENDER_SERVERS: `server 127.0.0.1:${renderer.port};`,
      CONFIG_FILE: path.join(prefix, 'config.json'),
    }),
  );
  const mainConf = path.join(prefix, 'nginx.conf');
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  writeFileSync(mainConf, fill('nginx.conf.template', { USER: user, SITE_CONF: siteConf }));

  // The API sees nginx's origin: its CORS allow-list, image links and e-mail links.
  const api = await startApi([origin], {
    PORT: String(apiPort),
    PUBLIC_URL: origin,
    APP_PUBLIC_URL: origin,
    TRUST_PROXY: 'true',
  });

  const errorLog = () => readFileSync(path.join(prefix, 'error.log'), 'utf8');
  const args = ['-p', `${prefix}/`, '-e', path.join(prefix, 'error.log'), '-c', mainConf, '-g', 'daemon off;'];
  const child = spawn(NGINX_PATH, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitUntilUp(origin, child, () => (existsSync(path.join(prefix, 'error.log')) ? errorLog() : ''));
  } catch (error) {
    child.kill('SIGTERM');
    await api.close();
    await renderer.stop();
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }

  return {
    origin,
    api,
    config,
    renderer,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await api.close();
      await renderer.stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
