// Independent deploys of one remote (docs/architecture.md, "Releasing a remote"):
//   release <remote> [--dist PATH]  copy the build to deploy/<remote>/<version>-<commit>/ and point
//                                    the host's config.json at its mf-manifest.json
//   rollback <remote>                point config.json back at the previous release
// config.json and history.json are replaced atomically (temp file + rename); the host is never
// rebuilt and no other remote is touched.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSiteConfig, cdnUrl, deployDir, hostConfigFile } from './site-config.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = { 'remote-shop': 'shop', 'remote-cart': 'cart', 'remote-admin': 'admin' };

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

function writeJsonAtomically(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Points the host's config.json at `url` for `remote`; returns the pointer it replaced. */
function switchPointer(remote, url) {
  const file = hostConfigFile();
  const config = readJson(file, null) ?? buildSiteConfig();
  const previous = config.remotes[REMOTES[remote]];
  writeJsonAtomically(file, { ...config, remotes: { ...config.remotes, [REMOTES[remote]]: url } });
  return previous;
}

export function release(remote, dist = path.join(ROOT, remote, 'dist')) {
  const info = readJson(path.join(dist, 'mf-manifest.json'), null)?.metaData?.buildInfo;
  if (!info) throw new Error(`${dist} has no mf-manifest.json: build ${remote} first`);
  // `npm start` builds without the shared libraries' fallback copies (webpack/shared-fallbacks.cjs),
  // which only a remote released on its own needs: such a build is never released.
  if (info.sharedFallbacks === false) {
    throw new Error(`${dist} was built by npm start, without its shared fallbacks: npm run build -w ${remote} first`);
  }
  const folder = `${info.appVersion ?? info.buildVersion}-${info.commit ?? 'unknown'}`;
  const target = path.join(deployDir(), remote, folder);
  const staging = `${target}.${process.pid}.tmp`;
  cpSync(dist, staging, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  const url = `${cdnUrl()}/${remote}/${folder}/mf-manifest.json`;
  const historyFile = path.join(deployDir(), remote, 'history.json');
  const history = readJson(historyFile, { current: null, previous: [] });
  const replaced = switchPointer(remote, url);
  if (replaced !== url) history.previous.push(replaced);
  writeJsonAtomically(historyFile, { current: url, previous: history.previous });
  return url;
}

export function rollback(remote) {
  const historyFile = path.join(deployDir(), remote, 'history.json');
  const history = readJson(historyFile, { current: null, previous: [] });
  const url = history.previous.pop();
  if (!url) throw new Error(`${remote}: nothing to roll back to`);
  switchPointer(remote, url);
  writeJsonAtomically(historyFile, { current: url, previous: history.previous });
  return url;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, remote] = process.argv.slice(2);
  const distIndex = process.argv.indexOf('--dist');
  if (!['release', 'rollback'].includes(command) || !(remote in REMOTES)) {
    console.error(`usage: release.mjs <release|rollback> <${Object.keys(REMOTES).join('|')}> [--dist PATH]`);
    process.exit(2);
  }
  try {
    const url =
      command === 'release'
        ? release(remote, distIndex > 0 ? process.argv[distIndex + 1] : undefined)
        : rollback(remote);
    console.log(`${remote}: ${hostConfigFile()} now points at ${url}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
