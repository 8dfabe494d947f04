import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAppServer } from '../../../scripts/serve-app.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

// The suites see the catalogue as it is now: the host's server renders each catalogue page anew
// (no 30 s cache). catalogue-html.test.ts sets its own TTL and tests the freshness window.
process.env.SSR_TTL_MS ??= '0';
export type AppName = 'host' | 'remote-shop' | 'remote-cart' | 'remote-admin';
export const APPS: AppName[] = ['host', 'remote-shop', 'remote-cart', 'remote-admin'];

/**
 * One app's server on loopback that a test can stop and start again on the same port. As in
 * production, the host's answers carry no CORS and the remotes' do (`crossOrigin`).
 */
export class AppServer {
  private server: Server | null = null;
  port = 0;

  constructor(
    readonly dir: string,
    private readonly configFile: string,
    private readonly crossOrigin = dir !== distOf('host'),
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createAppServer({ dir: this.dir, configFile: this.configFile, crossOrigin: this.crossOrigin });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export function distOf(app: AppName): string {
  return path.join(REPO_ROOT, app, 'dist');
}
