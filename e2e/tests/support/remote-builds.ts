import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createAppServer } from '../../../scripts/serve-app.mjs';
import { distOf, type AppName } from './app-servers.ts';

/** sha256 over every file (name and bytes) of a folder. */
export function checksumTree(dir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const full = path.join(file.parentPath, file.name);
    hash.update(path.relative(dir, full)).update(readFileSync(full));
  }
  return hash.digest('hex');
}

type BuildInfo = Record<string, unknown>;

/** Writes `text` to `file` and drops the build's precompressed copies of it, now out of date. */
function rewrite(file: string, text: string): void {
  writeFileSync(file, text);
  for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
}

/**
 * A copy of an app's build in a temp folder: `replace` changes text in its JS chunks (returns how
 * many changed) and `buildInfo` rewrites what its mf-manifest.json states about the build.
 */
export function variantBuild(app: AppName, edit: { replace?: [string, string]; buildInfo?: BuildInfo }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${app}-variant-`));
  cpSync(distOf(app), dir, { recursive: true });
  let changed = 0;
  if (edit.replace) {
    const [from, to] = edit.replace;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      if (!text.includes(from)) continue;
      rewrite(path.join(dir, file), text.replaceAll(from, to));
      changed += 1;
    }
  }
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  Object.assign(manifest.metaData.buildInfo, edit.buildInfo);
  rewrite(manifestFile, JSON.stringify(manifest));
  return { dir, changed };
}

/**
 * Serves an app's build, but answers 503 to its manifest while `failures` > 0 (Infinity: until
 * set to 0), and to its remoteEntry.js while `entryFailures` > 0.
 */
export async function startFlakyRemote(app: AppName): Promise<{
  url: string;
  failures: number;
  entryFailures: number;
  manifestRequests: number;
  close(): Promise<void>;
}> {
  const inner = createAppServer({ dir: distOf(app) });
  const state = { url: '', failures: 0, entryFailures: 0, manifestRequests: 0, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const manifest = req.url?.includes('mf-manifest.json');
    if (manifest) state.manifestRequests += 1;
    const key = manifest ? 'failures' : req.url?.includes('remoteEntry.js') ? 'entryFailures' : null;
    if (key && state[key] > 0) {
      state[key] -= 1;
      res.writeHead(503, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' });
      return res.end('Servicio no disponible');
    }
    inner.emit('request', req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<undefined>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve(undefined));
    });
  return state;
}
