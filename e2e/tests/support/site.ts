import { randomBytes } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSiteConfig, type SiteConfig } from '../../../scripts/site-config.mjs';
import { APPS, AppServer, distOf, type AppName } from './app-servers.ts';
import { startApi, type RunningApi } from './api-server.ts';

/** The composed production build on loopback: the API, the host and three remotes. */
export interface Site {
  api: RunningApi;
  apps: Record<AppName, AppServer>;
  hostUrl: string;
  config: SiteConfig;
  /** The config.json the host serves (what a release rewrites). */
  configFile: string;
  /** Rewrites config.json atomically, as a deploy would. */
  writeConfig(config: SiteConfig): void;
  close(): Promise<void>;
}

/** `apiEnv` adds API settings (e.g. SMTP_URL, JWT_EXPIRES_IN) to the test defaults. */
export async function startSite(apiEnv: Record<string, string> = {}): Promise<Site> {
  // As `npm start` does: the host's server renderer and the API share one secret, so the
  // renderer's API requests have a budget of their own (docs/security.md). Read by the host when it starts.
  const rendererSecret = (process.env.SSR_API_SECRET ||= randomBytes(32).toString('base64url'));
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'delcampo-e2e-'));
  const configFile = path.join(workDir, 'config.json');
  const apps = Object.fromEntries(APPS.map((app) => [app, new AppServer(distOf(app), configFile)])) as Record<
    AppName,
    AppServer
  >;
  for (const app of APPS) await apps[app].start();
  // The API admits only the origins of this site's apps (its CORS allow-list).
  const api = await startApi(
    APPS.map((app) => apps[app].url),
    { APP_PUBLIC_URL: apps.host.url, SSR_API_SECRET: rendererSecret, ...apiEnv },
  );

  const writeConfig = (config: SiteConfig) => {
    const temporary = `${configFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(config));
    renameSync(temporary, configFile);
    site.config = config;
  };
  const config = buildSiteConfig({
    remotes: {
      shop: `${apps['remote-shop'].url}/mf-manifest.json`,
      cart: `${apps['remote-cart'].url}/mf-manifest.json`,
      admin: `${apps['remote-admin'].url}/mf-manifest.json`,
    },
  });
  const site: Site = {
    api,
    apps,
    hostUrl: apps.host.url,
    config,
    configFile,
    writeConfig,
    async close() {
      for (const app of APPS) await apps[app].stop();
      await api.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
  writeConfig({ ...config, graphqlUrl: `${api.url}/graphql`, wsUrl: `${api.url.replace('http', 'ws')}/graphql` });
  return site;
}
