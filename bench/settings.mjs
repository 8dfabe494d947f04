// The bench's settings, all from the environment (documented in bench/README.md).
import path from 'node:path';

const DIR = import.meta.dirname;

function number(env, name, fallback) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of at least 0`);
  return value;
}

/** BENCH_SECTIONS=a,b keeps only those sections (keys of bench/sections.mjs); unset = all. */
function sectionList(env) {
  const text = env.BENCH_SECTIONS?.trim();
  return text ? text.split(',').map((name) => name.trim()) : undefined;
}

export function readSettings(env = process.env) {
  const quick = env.BENCH_QUICK === '1' || env.BENCH_QUICK === 'true';
  return {
    quick,
    seconds: number(env, 'BENCH_SECONDS', quick ? 1 : 10),
    warmupSeconds: number(env, 'BENCH_WARMUP_SECONDS', 1),
    connections: number(env, 'BENCH_CONNECTIONS', 50),
    loginConnections: number(env, 'BENCH_LOGIN_CONNECTIONS', 10),
    apiEntry: env.BENCH_API === 'dist' ? 'api/dist/server.js' : 'api/src/server.ts (tsx)',
    postgresUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined,
    sections: sectionList(env),
    outDir: path.resolve(env.BENCH_OUT_DIR || DIR),
    note: env.BENCH_NOTE,
    keepFrom: env.BENCH_KEEP_FROM ? path.resolve(env.BENCH_KEEP_FROM) : undefined,
  };
}

/** What results.json records of the settings (no connection strings). */
export function publicSettings({ postgresUrl, outDir: _outDir, keepFrom: _keepFrom, ...rest }) {
  return { ...rest, postgres: Boolean(postgresUrl) };
}
