/** Environment validated once at start-up into a typed config (fails fast with every problem listed). */
export interface AppConfig {
  nodeEnv: string;
  host: string;
  port: number;
  /** Base URL the browser uses to reach this API; image URLs are built from it. */
  publicUrl: string;
  /** PGlite data directory, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  /** PostgreSQL connection string; when set it wins over `dataDir`. */
  databaseUrl: string | undefined;
  demoMode: boolean;
  seedDemo: boolean;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  corsOrigins: string[];
  rateLimitMax: number;
  rateLimitWindowMs: number;
  trustProxy: boolean;
  logLevel: string;
  /** Notices for the operator (e.g. demo secret in use), logged once the logger exists. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration:\n - ${problems.join('\n - ')}`);
    this.name = 'ConfigError';
  }
}

// Only for demo mode: a fixed secret so tokens survive restarts on a laptop. Never used in production.
const DEMO_JWT_SECRET = 'del-campo-demo-secret-not-for-production-use-0001';
const MIN_SECRET_LENGTH = 32;
const LOCAL_APP_PORTS = [3000, 3001, 3002, 3003];
const DEFAULT_CORS_ORIGINS = LOCAL_APP_PORTS.flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const warnings: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  const demoMode = parseBoolean('DEMO_MODE', env.DEMO_MODE, nodeEnv !== 'production', problems);
  const host = env.HOST || '127.0.0.1';
  const port = parseInteger('PORT', env.PORT, 4000, { min: 0, max: 65535 }, problems);
  const jwtSecret = readJwtSecret(env.JWT_SECRET, demoMode, problems, warnings);
  const config: AppConfig = {
    nodeEnv,
    host,
    port,
    publicUrl: trimSlash(env.PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`),
    dataDir: env.DATA_DIR || './.data',
    databaseUrl: env.DATABASE_URL || undefined,
    demoMode,
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, demoMode, problems),
    jwtSecret,
    jwtExpiresInSeconds: parseDuration(env.JWT_EXPIRES_IN, 8 * 3600, problems),
    corsOrigins: parseList(env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
    rateLimitMax: parseInteger('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 600, { min: 1 }, problems),
    rateLimitWindowMs: parseInteger('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, 60_000, { min: 1 }, problems),
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false, problems),
    logLevel: env.LOG_LEVEL || 'info',
    warnings,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readJwtSecret(value: string | undefined, demoMode: boolean, problems: string[], warnings: string[]): string {
  if (value) {
    if (value.length < MIN_SECRET_LENGTH) problems.push(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
    return value;
  }
  if (!demoMode) {
    problems.push('JWT_SECRET is required when DEMO_MODE is off (always off in production unless set).');
    return '';
  }
  warnings.push('DEMO_MODE: JWT_SECRET is not set, using the fixed demo secret. Never do this in production.');
  return DEMO_JWT_SECRET;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (value === undefined || value === '') return fallback;
  const normalized = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalized)) return true;
  if (['false', '0', 'no', 'off'].includes(normalized)) return false;
  problems.push(`${name} must be true or false (got "${value}").`);
  return fallback;
}

function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  range: { min?: number; max?: number },
  problems: string[],
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  const tooSmall = range.min !== undefined && parsed < range.min;
  const tooBig = range.max !== undefined && parsed > range.max;
  if (!Number.isInteger(parsed) || tooSmall || tooBig) {
    problems.push(`${name} must be an integer${range.min !== undefined ? ` >= ${range.min}` : ''} (got "${value}").`);
    return fallback;
  }
  return parsed;
}

/** Accepts seconds ("3600") or a number with a unit: 90s, 30m, 8h, 7d. */
function parseDuration(value: string | undefined, fallback: number, problems: string[]): number {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? 1) : 0;
  if (seconds <= 0) {
    problems.push(`JWT_EXPIRES_IN must look like 3600, 30m, 8h or 7d (got "${value}").`);
    return fallback;
  }
  return seconds;
}

function parseList(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  return value
    .split(',')
    .map((item) => trimSlash(item.trim()))
    .filter(Boolean);
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
