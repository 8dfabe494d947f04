// The product list's cost counted in machine instructions, a figure machine load cannot move
// (issue 31): the built API runs under valgrind's callgrind on PostgreSQL with the response cache
// off, on `node --jitless --single-threaded` (no JIT tiering and no helper threads, whose timing
// would change what runs), with counting off until the API is warm. Blocks of the trivial query and
// of the storefront's first page alternate, requests one at a time; for each block callgrind is
// zeroed, switched on, switched off and dumped, and its total of executed instructions read from
// the dump. The judged figure: instructions per list answer ÷ per trivial answer, over all rounds.
// PostgreSQL and not PGlite: PGlite is WebAssembly, which --jitless turns off (and its boot under
// valgrind outlasts the API's plugin timeout). The SQL server's own work is not counted here; the
// SQL statements per answer (paired-cpu.mjs) and the scale section judge the database side.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ask, median } from './paired-cpu.mjs';
import { startApi } from './server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BUILT_API = path.join(ROOT, 'api', 'dist', 'server.js');
/** Node's options under valgrind: an interpreter only and one thread, so each run executes the same code. */
export const NODE_FLAGS = ['--jitless', '--single-threaded'];
/** The API listens on HOST=127.0.0.1; valgrind names its control pipes after $HOST, so callgrind_control must see the same. */
const CONTROL_ENV = { ...process.env, HOST: '127.0.0.1' };
const DUMP_WAIT_MS = 120_000;
/** One callgrind_control command: valgrind answers at its next poll, or vgdb wakes a blocked process. */
const CONTROL_TIMEOUT_MS = 60_000;

/** Why the count cannot run here, or undefined when it can. */
export function unavailableReason() {
  if (spawnSync('valgrind', ['--version']).status !== 0) return 'valgrind is not installed';
  if (!existsSync(BUILT_API)) return 'the API is not built (api/dist/server.js)';
  return undefined;
}

/**
 * The judged figure of the rounds ({trivial, list}: instructions per answer): the list's instructions
 * over all rounds ÷ the trivial query's, with the per-round spread and each side's median in millions.
 */
export function summariseInstructionRounds(rounds) {
  const sum = (key) => rounds.reduce((total, round) => total + round[key], 0);
  const ratios = rounds.map((round) => round.list / round.trivial);
  return {
    ratio: sum('list') / sum('trivial'),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
    rounds: rounds.length,
    trivialMillions: median(rounds.map((round) => round.trivial)) / 1e6,
    listMillions: median(rounds.map((round) => round.list)) / 1e6,
  };
}

/** The `totals:` line of a callgrind dump: the instructions executed while counting was on. */
export function totalInstructions(dumpText) {
  const match = /^totals:\s*(\d+)/m.exec(dumpText);
  return match ? Number(match[1]) : undefined;
}

/** callgrind's remote control of the API process (zero, instrumentation on/off, dump). */
function controlOf(pid, outDir) {
  let dumps = 0;
  const control = (...args) =>
    execFileSync('callgrind_control', [...args, String(pid)], {
      env: CONTROL_ENV,
      stdio: 'ignore',
      timeout: CONTROL_TIMEOUT_MS,
    });
  /** Waits for the next dump file (callgrind writes it at its next safe point) and reads its total. */
  const dumpTotal = async () => {
    dumps += 1;
    control('-d');
    const file = path.join(outDir, `callgrind.${pid}.${dumps}`);
    const deadline = Date.now() + DUMP_WAIT_MS;
    for (;;) {
      const total = existsSync(file) ? totalInstructions(readFileSync(file, 'utf8')) : undefined;
      if (total !== undefined) return total;
      if (Date.now() > deadline) throw new Error(`callgrind wrote no dump ${file} in ${DUMP_WAIT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { control, dumpTotal };
}

/** Instructions per answer over `count` answers of one operation, counted from zero. */
async function countedBlock(api, { control, dumpTotal }, operation, count) {
  control('-z');
  control('-i', 'on');
  for (let i = 0; i < count; i += 1) await ask(api.url, operation);
  control('-i', 'off');
  return (await dumpTotal()) / count;
}

/**
 * `rounds` rounds of (a block of `trivialBlock` trivial queries, a block of `listBlock` lists) on a
 * fresh API under callgrind on `databaseUrl`, after `warmup` uncounted answers of each.
 */
export async function listInstructions(
  databaseUrl,
  { trivial, list },
  { rounds = 8, warmup = 4, trivialBlock = 40, listBlock = 10 } = {},
) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-callgrind-'));
  const launcher = [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    '--dump-instr=no',
    '--compress-strings=no',
    `--callgrind-out-file=${path.join(outDir, 'callgrind.%p')}`,
  ];
  const api = await startApi({
    databaseUrl,
    env: { RESPONSE_CACHE_MAX_ENTRIES: '0' },
    launcher,
    nodeArgs: NODE_FLAGS,
    built: true,
  });
  try {
    for (let i = 0; i < warmup; i += 1) {
      await ask(api.url, trivial);
      await ask(api.url, list);
    }
    const counter = controlOf(api.pid, outDir);
    const measured = [];
    for (let round = 0; round < rounds; round += 1) {
      const trivialPerAnswer = await countedBlock(api, counter, trivial, trivialBlock);
      const listPerAnswer = await countedBlock(api, counter, list, listBlock);
      measured.push({ trivial: trivialPerAnswer, list: listPerAnswer });
    }
    return { ...summariseInstructionRounds(measured), trivialBlock, listBlock, nodeFlags: NODE_FLAGS.join(' ') };
  } finally {
    await api.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}
