import type { AccountTokenPurpose } from './modules/accounts/account-tokens.table.js';
import { readRendererBudget, type RendererBudgetConfig } from './plugins/external/renderer-budget.js';
import { NodeEnvError, readNodeEnv, type NodeEnvironment } from '../../scripts/node-env.mjs';
import {
  MIN_SECRET_LENGTH,
  parseBoolean,
  parseDuration,
  parseHttpUrl,
  parseInteger,
  parseList,
  trimSlash,
} from './env-parsers.js';

/** Environment validated once at start-up into a typed config (fails fast with every problem listed). */
export interface AppConfig {
  /** NODE_ENV in any case (`Production` is production; scripts/node-env.mjs); unset = development. */
  nodeEnv: NodeEnvironment;
  host: string;
  port: number;
  /** Base URL the browser uses to reach this API; image URLs are built from it. */
  publicUrl: string;
  /** PGlite data directory, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  /** PostgreSQL connection string; when set it wins over `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * UPLOAD_DIR (default: `dataDir`): product pictures go to `<uploadDir>/uploads/products/`.
   * Null when `dataDir` is `memory://` and UPLOAD_DIR is unset: a temporary directory, removed at shutdown.
   */
  uploadDir: string | null;
  demoMode: boolean;
  /** SEED_DEMO: only when set to true (never implied by DEMO_MODE); refused in production. */
  seedDemo: boolean;
  /** With seedDemo: also a 60-day order history (SEED_DEMO_ORDERS, on by default with SEED_DEMO). */
  seedDemoOrders: boolean;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  corsOrigins: string[];
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** The storefront server renderer's own rate-limit budget (SSR_API_SECRET, RENDERER_RATE_LIMIT_MAX). */
  rendererBudget: RendererBudgetConfig;
  /** A request (headers and body) must arrive within this time, or it is answered 408 and closed. */
  requestTimeoutMs: number;
  trustProxy: boolean;
  logLevel: string;
  /** The storefront (host shell) as people open it: links in e-mails point here. */
  appPublicUrl: string;
  mail: MailConfig;
  shop: ShopInfo;
  /** How long each kind of e-mailed link works, in seconds. */
  accountTokenTtl: Record<AccountTokenPurpose, number>;
  loginThrottle: LoginThrottleConfig;
  orders: OrdersConfig;
  dashboard: DashboardConfig;
  /** REDIS_URL: domain events (the dashboard subscription) go through Redis, so every instance hears them. */
  redisUrl: string | undefined;
  /** The public catalogue answers cache (modules/response-cache); maxEntries 0 turns it off. */
  responseCache: ResponseCacheConfig;
  /**
   * API_WORKERS (default 1): more than 1 runs that many API processes sharing the port (node
   * cluster, see cluster.ts); they need DATABASE_URL and REDIS_URL to share data, throttles and events.
   */
  apiWorkers: number;
  /** Notices for the operator (e.g. demo secret in use), logged once the logger exists. */
  warnings: string[];
}

export interface ResponseCacheConfig {
  /** RESPONSE_CACHE_MAX_ENTRIES (default 2000; 0 = no cache). */
  maxEntries: number;
  /** RESPONSE_CACHE_MAX_MB (default 32), approximate memory of keys and answers. */
  maxBytes: number;
  /** RESPONSE_CACHE_TTL (default 30 s): the safety net for writes that bypass the API (SQL by hand). */
  ttlMs: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL; without it messages go to the embedded outbox (see /dev/mail). */
  smtpUrl: string | undefined;
  from: string;
  /** MAIL_WORKER_INTERVAL_MS: how often the outbox worker looks for due messages besides its wake-ups. */
  workerIntervalMs: number;
}

/** What every e-mail footer shows (the same values the storefront footer reads from config.json). */
export interface ShopInfo {
  name: string;
  tagline: string;
  city: string;
  phone: string;
  email: string;
}

export interface LoginThrottleConfig {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
}

export interface DashboardConfig {
  /** LOW_STOCK_THRESHOLD: active products with this stock or less are listed as low stock (default 5). */
  lowStockThreshold: number;
}

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Checkout money rules (centavos) and the card payment provider. */
export interface OrdersConfig {
  /** IVA on fresh produce is 0% in Mexico; kept as a rule so the totals say so. */
  taxPercentage: number;
  /** PAYMENT_PROVIDER: `test` (embedded, Stripe test-mode card rules) or `stripe` (the official SDK). */
  paymentProvider: PaymentProviderName;
  /** Set when paymentProvider is `stripe`. */
  stripe: StripeSettings | null;
}

/** PAYMENT_PROVIDER=stripe: a test-mode key, and optionally another API address (a local stub in tests). */
export interface StripeSettings {
  /** STRIPE_SECRET_KEY: sk_test_... or rk_test_... (this shop only takes test cards). */
  secretKey: string;
  /** STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL; unset = api.stripe.com:443 over https. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration:\n - ${problems.join('\n - ')}`);
    this.name = 'ConfigError';
  }
}

// Only for demo mode outside production: a fixed secret so tokens survive restarts on a laptop. Never used in production.
export const DEMO_JWT_SECRET = 'del-campo-demo-secret-not-for-production-use-0001';
const LOCAL_APP_PORTS = [3000, 3001, 3002, 3003];
const DEFAULT_CORS_ORIGINS = LOCAL_APP_PORTS.flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);
const HOUR = 3600;

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const warnings: string[] = [];
  const nodeEnv = readEnvironment(env.NODE_ENV);
  const production = nodeEnv === 'production';
  const demoMode = parseBoolean('DEMO_MODE', env.DEMO_MODE, !production, problems);
  const host = env.HOST || '127.0.0.1';
  const port = parseInteger('PORT', env.PORT, 4000, { min: 0, max: 65535 }, problems);
  const jwtSecret = readJwtSecret(env.JWT_SECRET, demoMode, production, problems, warnings);
  // Demo accounts have published passwords: seeded only when asked for by name, whatever DEMO_MODE says.
  const seedDemo = parseBoolean('SEED_DEMO', env.SEED_DEMO, false, problems);
  const seedDemoOrders = seedDemo && parseBoolean('SEED_DEMO_ORDERS', env.SEED_DEMO_ORDERS, true, problems);
  if (production && demoMode) {
    problems.push(
      'DEMO_MODE must be off when NODE_ENV=production: it serves /dev/mail (with reset links) and introspection.',
    );
  }
  if (production && seedDemo) {
    problems.push('SEED_DEMO must be off when NODE_ENV=production: the demo accounts have published passwords.');
  }
  const rateLimitMax = parseInteger('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 600, { min: 1 }, problems);
  const config: AppConfig = {
    nodeEnv,
    host,
    port,
    publicUrl: trimSlash(env.PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`),
    dataDir: env.DATA_DIR || './.data',
    databaseUrl: env.DATABASE_URL || undefined,
    uploadDir: readUploadDir(env),
    demoMode,
    seedDemo,
    seedDemoOrders,
    jwtSecret,
    jwtExpiresInSeconds: parseDuration('JWT_EXPIRES_IN', env.JWT_EXPIRES_IN, 8 * HOUR, problems),
    corsOrigins: parseList(env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
    rateLimitMax,
    rateLimitWindowMs: parseInteger('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, 60_000, { min: 1 }, problems),
    rendererBudget: readRendererBudget(env, rateLimitMax, problems),
    requestTimeoutMs: parseInteger('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, { min: 100 }, problems),
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false, problems),
    logLevel: env.LOG_LEVEL || 'info',
    appPublicUrl: parseHttpUrl('APP_PUBLIC_URL', env.APP_PUBLIC_URL, 'http://127.0.0.1:3000', problems),
    mail: readMailConfig(env, demoMode, problems, warnings),
    shop: readShopInfo(env),
    accountTokenTtl: {
      confirm: parseDuration('CONFIRM_TOKEN_TTL', env.CONFIRM_TOKEN_TTL, 24 * HOUR, problems),
      activate: parseDuration('ACTIVATE_TOKEN_TTL', env.ACTIVATE_TOKEN_TTL, 72 * HOUR, problems),
      reset: parseDuration('RESET_TOKEN_TTL', env.RESET_TOKEN_TTL, HOUR, problems),
    },
    loginThrottle: readLoginThrottle(env, problems),
    orders: readOrdersConfig(env, problems),
    dashboard: {
      lowStockThreshold: parseInteger('LOW_STOCK_THRESHOLD', env.LOW_STOCK_THRESHOLD, 5, { min: 0 }, problems),
    },
    redisUrl: readRedisUrl(env.REDIS_URL, problems),
    responseCache: readResponseCache(env, problems),
    apiWorkers: parseInteger('API_WORKERS', env.API_WORKERS, 1, { min: 1, max: 64 }, problems),
    warnings,
  };
  checkWorkers(config, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** NODE_ENV or, for an unknown value, a ConfigError at once: every other rule depends on it. */
function readEnvironment(value: string | undefined): NodeEnvironment {
  try {
    return readNodeEnv(value);
  } catch (error) {
    if (error instanceof NodeEnvError) throw new ConfigError([error.message]);
    throw error;
  }
}

function readResponseCache(env: Env, problems: string[]): ResponseCacheConfig {
  const maxMb = parseInteger('RESPONSE_CACHE_MAX_MB', env.RESPONSE_CACHE_MAX_MB, 32, { min: 1 }, problems);
  return {
    maxEntries: parseInteger('RESPONSE_CACHE_MAX_ENTRIES', env.RESPONSE_CACHE_MAX_ENTRIES, 2000, { min: 0 }, problems),
    maxBytes: maxMb * 1024 * 1024,
    ttlMs: parseDuration('RESPONSE_CACHE_TTL', env.RESPONSE_CACHE_TTL, 30, problems) * 1000,
  };
}

/** Several workers share what lives outside a process only: PostgreSQL, and Redis for the rest. */
function checkWorkers(config: AppConfig, problems: string[]): void {
  if (config.apiWorkers === 1) return;
  if (!config.databaseUrl) {
    problems.push('API_WORKERS > 1 needs DATABASE_URL: an embedded PGlite database belongs to one process.');
  }
  if (!config.redisUrl) {
    problems.push(
      'API_WORKERS > 1 needs REDIS_URL: login throttles, dashboard events and cache invalidation must reach every worker.',
    );
  }
}

function readUploadDir(env: Env): string | null {
  const dataDir = env.DATA_DIR || './.data';
  return env.UPLOAD_DIR?.trim() || (dataDir === 'memory://' ? null : dataDir);
}

/** redis:// or rediss:// (never echoed: it may hold a password). */
function readRedisUrl(value: string | undefined, problems: string[]): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^rediss?:\/\/[^/\s]/i.test(url)) {
    problems.push('REDIS_URL must look like redis://host:6379 or rediss://host:6380.');
  }
  return url;
}

function readShopInfo(env: Env): ShopInfo {
  return {
    name: env.SHOP_NAME || 'Del Campo',
    tagline: 'Del campo a tu mesa',
    city: env.SHOP_CITY || 'Guadalajara, Jalisco',
    phone: env.SHOP_PHONE || '33 3615 2040',
    email: env.SHOP_EMAIL || 'contacto@delcampo.mx',
  };
}

function readOrdersConfig(env: Env, problems: string[]): OrdersConfig {
  const provider = (env.PAYMENT_PROVIDER?.trim() || 'test') as PaymentProviderName;
  if (!PAYMENT_PROVIDERS.includes(provider)) {
    problems.push(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')} (got "${env.PAYMENT_PROVIDER}").`);
  }
  for (const name of ['SHIPPING_FEE', 'FREE_SHIPPING_FROM']) {
    // Said out loud rather than ignored: a deployment that set them would otherwise charge other fees silently.
    if (env[name]?.trim())
      problems.push(
        `${name} is no longer read: each delivery zone has its fee and free-delivery threshold (docs/delivery.md).`,
      );
  }
  return {
    taxPercentage: 0,
    paymentProvider: provider,
    stripe: provider === 'stripe' ? readStripeSettings(env, problems) : null,
  };
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]'];

function readStripeSettings(env: Env, problems: string[]): StripeSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  if (!secretKey) {
    problems.push('STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe.');
  } else if (!/^(sk|rk)_test_\S+$/.test(secretKey)) {
    // Never echo the value: it may be a live secret.
    problems.push(
      'STRIPE_SECRET_KEY must be a test-mode key (sk_test_... or rk_test_...): only test cards are accepted.',
    );
  }
  const settings: StripeSettings = { secretKey };
  const host = env.STRIPE_API_HOST?.trim();
  if (host) {
    if (!/^(\[[0-9a-f:]+\]|[a-z0-9.-]+|[0-9a-f:]+)$/i.test(host)) {
      problems.push(
        `STRIPE_API_HOST must be a host name or address without scheme or port (got "${env.STRIPE_API_HOST}").`,
      );
    }
    settings.host = host;
  }
  if (env.STRIPE_API_PORT?.trim()) {
    settings.port = parseInteger('STRIPE_API_PORT', env.STRIPE_API_PORT.trim(), 443, { min: 1, max: 65535 }, problems);
  }
  const protocol = env.STRIPE_API_PROTOCOL?.trim().toLowerCase();
  if (protocol) {
    if (protocol !== 'http' && protocol !== 'https') {
      problems.push(`STRIPE_API_PROTOCOL must be http or https (got "${env.STRIPE_API_PROTOCOL}").`);
    } else {
      settings.protocol = protocol;
    }
  }
  if (settings.protocol === 'http' && !LOOPBACK_HOSTS.includes(settings.host ?? '')) {
    problems.push(
      'STRIPE_API_PROTOCOL=http is only allowed with a loopback STRIPE_API_HOST (a local stub): the key would travel in clear.',
    );
  }
  return settings;
}

function readLoginThrottle(env: Env, problems: string[]): LoginThrottleConfig {
  const atLeastOne = { min: 1 };
  const { LOGIN_MAX_FAILURES_PER_EMAIL: perEmail, LOGIN_MAX_FAILURES_PER_IP: perIp } = env;
  return {
    maxFailuresPerEmail: parseInteger('LOGIN_MAX_FAILURES_PER_EMAIL', perEmail, 5, atLeastOne, problems),
    maxFailuresPerIp: parseInteger('LOGIN_MAX_FAILURES_PER_IP', perIp, 20, atLeastOne, problems),
    windowSeconds: parseDuration('LOGIN_THROTTLE_WINDOW', env.LOGIN_THROTTLE_WINDOW, 15 * 60, problems),
  };
}

function readMailConfig(env: Env, demoMode: boolean, problems: string[], warnings: string[]): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/i.test(smtpUrl)) {
    problems.push('SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465.');
  }
  if (!smtpUrl && !demoMode) {
    warnings.push('SMTP_URL is not set: e-mails are only stored in the outbox_mail table and never delivered.');
  }
  return {
    smtpUrl,
    from: env.MAIL_FROM || 'Del Campo <no-reply@delcampo.mx>',
    workerIntervalMs: parseInteger('MAIL_WORKER_INTERVAL_MS', env.MAIL_WORKER_INTERVAL_MS, 5000, { min: 10 }, problems),
  };
}

/**
 * JWT_SECRET: at least 32 characters. In production (NODE_ENV=production, even with DEMO_MODE on)
 * it must be set and must not be the published demo secret. Never echoed.
 */
function readJwtSecret(
  value: string | undefined,
  demoMode: boolean,
  production: boolean,
  problems: string[],
  warnings: string[],
): string {
  if (value) {
    if (value.length < MIN_SECRET_LENGTH) problems.push(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
    if (production && value === DEMO_JWT_SECRET) {
      problems.push('JWT_SECRET is the published demo secret: set a random one (e.g. openssl rand -base64 48).');
    }
    return value;
  }
  if (!demoMode || production) {
    problems.push('JWT_SECRET is required when DEMO_MODE is off and always when NODE_ENV=production.');
    return '';
  }
  warnings.push('DEMO_MODE: JWT_SECRET is not set, using the fixed demo secret. Never do this in production.');
  return DEMO_JWT_SECRET;
}
