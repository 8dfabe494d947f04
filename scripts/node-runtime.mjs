// Which Node runs `npm test` and `npm start`. The project supports the Node releases that
// package.json's `engines.node` names; when the running node is older (or, for the suite, not the
// wanted major), the script re-runs itself on a Node fetched from the package registry: the
// `node-<platform>-<arch>` package (the binary the `node` package itself installs), put with
// `npm install --prefix` into .cache/node/<major> once and reused. Children spawned by the scripts
// find the same Node first on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The Node release `npm test` runs the whole suite on; the API suites also run on ALSO_MAJOR. */
export const SUITE_MAJOR = 26;
export const ALSO_MAJOR = 24;

/** The `engines.node` range of the root package.json: the one statement of the supported Nodes. */
export function supportedRange() {
  return JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;
}

/** The major of a version string such as `v24.15.0` or `26.1.0`; NaN when it is not a version. */
export function majorOf(version) {
  const parsed = semver.parse(semver.clean(String(version)) ?? '');
  return parsed ? parsed.major : Number.NaN;
}

/**
 * Whether `version` must hand over to a fetched Node: when `wantMajor` is given, any other major
 * does; otherwise only a version outside the supported range does.
 */
export function needsOtherNode(version, { wantMajor, range = supportedRange() } = {}) {
  if (wantMajor !== undefined) return majorOf(version) !== wantMajor;
  return !semver.satisfies(semver.clean(String(version)) ?? '0.0.0', range);
}

/** Where the fetched Node of `major` lives (its binary), for this platform. */
export function fetchedNodePath(major, root = ROOT) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const bin = process.platform === 'win32' ? 'node.exe' : path.join('bin', 'node');
  return path.join(root, '.cache', 'node', String(major), 'node_modules', pkg, bin);
}

/** The binary of Node `major`, installed from the package registry into .cache/node/<major> when missing. */
export function fetchNode(major, root = ROOT) {
  const binary = fetchedNodePath(major, root);
  if (existsSync(binary)) return binary;
  const prefix = path.join(root, '.cache', 'node', String(major));
  mkdirSync(prefix, { recursive: true });
  const pkg = `node-${process.platform}-${process.arch}@${major}`;
  console.log(`Fetching Node ${major} (${pkg}) into ${path.relative(root, prefix)} ...`);
  const args = ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', pkg];
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(binary)) throw new Error(`Could not install ${pkg} into ${prefix}.`);
  return binary;
}

/** The version a Node binary reports (`v26.1.0`). */
export function versionOf(binary) {
  return spawnSync(binary, ['-v'], { encoding: 'utf8' }).stdout.trim();
}

/** An environment whose PATH finds `binary`'s folder first, so children's `node` is the same one. */
export function envWithNode(binary, env = process.env) {
  return { ...env, PATH: [path.dirname(binary), env.PATH].filter(Boolean).join(path.delimiter) };
}

/**
 * Runs the current script on the right Node: returns when this process already is on it (with
 * PATH set for its children), otherwise re-runs the script on a fetched Node and exits with its code.
 */
export function ensureNode({ wantMajor, fallbackMajor = SUITE_MAJOR } = {}) {
  if (!needsOtherNode(process.version, { wantMajor })) {
    process.env.PATH = envWithNode(process.execPath).PATH;
    console.log(`Running on Node ${process.version}.`);
    return;
  }
  const binary = fetchNode(wantMajor ?? fallbackMajor);
  console.log(`Node ${process.version} is not the one wanted: re-running on Node ${versionOf(binary)}.`);
  const child = spawn(binary, process.argv.slice(1), { stdio: 'inherit', env: envWithNode(binary) });
  // Ctrl+C reaches both processes; this one waits for the child's own shutdown.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Nothing else of the calling script may run: wait here for the child forever.
  return new Promise(() => {});
}
