import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, DEMO_JWT_SECRET, loadConfig } from './config.js';

test('development defaults: demo mode, local address, embedded database, fixed secret with a warning', () => {
  const config = loadConfig({});
  assert.equal(config.nodeEnv, 'development');
  assert.equal(config.demoMode, true);
  assert.equal(config.seedDemo, false, 'demo data only when SEED_DEMO asks for it');
  assert.equal(config.seedDemoOrders, false);
  assert.equal(loadConfig({ SEED_DEMO: 'true' }).seedDemoOrders, true);
  assert.equal(loadConfig({ SEED_DEMO: 'true', SEED_DEMO_ORDERS: 'false' }).seedDemoOrders, false);
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.port, 4000);
  assert.equal(config.publicUrl, 'http://127.0.0.1:4000');
  assert.equal(config.dataDir, './.data');
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.jwtExpiresInSeconds, 8 * 3600);
  assert.ok(config.jwtSecret.length >= 32);
  assert.match(config.warnings.join(), /JWT_SECRET/);
  assert.ok(config.corsOrigins.includes('http://127.0.0.1:3000'));
  assert.ok(config.corsOrigins.includes('http://localhost:3003'));
});

test('production requires JWT_SECRET and turns demo mode and seeding off', () => {
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /JWT_SECRET is required/);
      return true;
    },
  );
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://relay:587' });
  assert.equal(config.demoMode, false);
  assert.equal(config.seedDemo, false);
  assert.equal(config.seedDemoOrders, false);
  assert.deepEqual(config.warnings, []);
  const withoutSmtp = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) });
  assert.match(withoutSmtp.warnings.join(), /SMTP_URL is not set/);
});

test('accounts and e-mail defaults', () => {
  const config = loadConfig({});
  assert.equal(config.appPublicUrl, 'http://127.0.0.1:3000');
  assert.deepEqual(config.mail, {
    smtpUrl: undefined,
    from: 'Del Campo <no-reply@delcampo.mx>',
    workerIntervalMs: 5000,
  });
  assert.deepEqual(config.shop, {
    name: 'Del Campo',
    tagline: 'Del campo a tu mesa',
    city: 'Guadalajara, Jalisco',
    phone: '33 3615 2040',
    email: 'contacto@delcampo.mx',
  });
  assert.deepEqual(config.accountTokenTtl, { confirm: 86_400, activate: 3 * 86_400, reset: 3600 });
  assert.deepEqual(config.loginThrottle, { maxFailuresPerEmail: 5, maxFailuresPerIp: 20, windowSeconds: 900 });
});

test('accounts and e-mail settings are parsed and checked', () => {
  const config = loadConfig({
    APP_PUBLIC_URL: 'https://tienda.delcampo.mx/',
    SMTP_URL: 'smtps://user:pass@mail.delcampo.mx:465',
    MAIL_FROM: 'Tienda <hola@delcampo.mx>',
    SHOP_CITY: 'Zapopan, Jalisco',
    SHOP_PHONE: '33 1234 5678',
    SHOP_EMAIL: 'hola@delcampo.mx',
    CONFIRM_TOKEN_TTL: '48h',
    RESET_TOKEN_TTL: '30m',
    LOGIN_MAX_FAILURES_PER_EMAIL: '3',
    LOGIN_THROTTLE_WINDOW: '1h',
  });
  assert.equal(config.appPublicUrl, 'https://tienda.delcampo.mx');
  assert.equal(config.mail.smtpUrl, 'smtps://user:pass@mail.delcampo.mx:465');
  assert.equal(config.mail.from, 'Tienda <hola@delcampo.mx>');
  assert.equal(config.shop.city, 'Zapopan, Jalisco');
  assert.equal(config.shop.phone, '33 1234 5678');
  assert.equal(config.shop.email, 'hola@delcampo.mx');
  assert.equal(config.accountTokenTtl.confirm, 48 * 3600);
  assert.equal(config.accountTokenTtl.reset, 1800);
  assert.equal(config.loginThrottle.maxFailuresPerEmail, 3);
  assert.equal(config.loginThrottle.windowSeconds, 3600);
  assert.throws(
    () => loadConfig({ APP_PUBLIC_URL: 'tienda', SMTP_URL: 'http://mail', RESET_TOKEN_TTL: 'soon' }),
    (error: unknown) => error instanceof ConfigError && error.problems.length === 3,
  );
});

test('dashboard low-stock threshold and the Redis event bus', () => {
  const defaults = loadConfig({});
  assert.equal(defaults.dashboard.lowStockThreshold, 5);
  assert.equal(defaults.redisUrl, undefined);
  const config = loadConfig({ LOW_STOCK_THRESHOLD: '0', REDIS_URL: ' redis://127.0.0.1:6379/2 ' });
  assert.equal(config.dashboard.lowStockThreshold, 0);
  assert.equal(config.redisUrl, 'redis://127.0.0.1:6379/2');
  assert.throws(
    () => loadConfig({ LOW_STOCK_THRESHOLD: '-1', REDIS_URL: 'http://:secreto@cache:6379' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.equal(error.problems.length, 2);
      assert.doesNotMatch(error.message, /secreto/, 'the Redis URL may hold a password');
      return true;
    },
  );
});

test('every invalid value is reported at once', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', DEMO_MODE: 'maybe', JWT_EXPIRES_IN: '8 weeks' }),
    (error: unknown) => error instanceof ConfigError && error.problems.length === 4,
  );
});

test('explicit settings are parsed', () => {
  const config = loadConfig({
    HOST: '0.0.0.0',
    PORT: '8080',
    DATABASE_URL: 'postgres://db/app',
    CORS_ORIGINS: 'https://delcampo.mx/, https://admin.delcampo.mx',
    JWT_EXPIRES_IN: '30m',
    SEED_DEMO: 'false',
  });
  assert.equal(config.publicUrl, 'http://127.0.0.1:8080');
  assert.equal(config.databaseUrl, 'postgres://db/app');
  assert.deepEqual(config.corsOrigins, ['https://delcampo.mx', 'https://admin.delcampo.mx']);
  assert.equal(config.jwtExpiresInSeconds, 1800);
  assert.equal(config.seedDemo, false);
});

test('product pictures go under UPLOAD_DIR, else DATA_DIR, else a temporary directory for memory://', () => {
  assert.equal(loadConfig({}).uploadDir, './.data');
  assert.equal(loadConfig({ DATA_DIR: '/srv/delcampo/data' }).uploadDir, '/srv/delcampo/data');
  assert.equal(loadConfig({ DATA_DIR: '/srv/data', UPLOAD_DIR: ' /srv/pictures ' }).uploadDir, '/srv/pictures');
  assert.equal(loadConfig({ DATA_DIR: 'memory://' }).uploadDir, null);
  assert.equal(loadConfig({ DATA_DIR: 'memory://', UPLOAD_DIR: '/tmp/pictures' }).uploadDir, '/tmp/pictures');
});

test('issue 28 item 6: NODE_ENV=production in any case is production', () => {
  const secret = { JWT_SECRET: 's'.repeat(40) };
  for (const NODE_ENV of ['Production', 'PRODUCTION', ' production ']) {
    const config = loadConfig({ NODE_ENV, ...secret });
    assert.equal(config.nodeEnv, 'production', NODE_ENV);
    assert.equal(config.demoMode, false, `${NODE_ENV}: demo mode off by default`);
    assert.throws(() => loadConfig({ NODE_ENV }), /JWT_SECRET is required/, `${NODE_ENV}: a secret is required`);
    assert.throws(
      () => loadConfig({ NODE_ENV, ...secret, DEMO_MODE: 'true', DATABASE_URL: 'postgres://db/shop' }),
      /DEMO_MODE must be off when NODE_ENV=production/,
      `${NODE_ENV} with DEMO_MODE=true is refused`,
    );
    assert.throws(() => loadConfig({ NODE_ENV, ...secret, SEED_DEMO: 'true' }), /SEED_DEMO must be off/);
  }
  assert.equal(loadConfig({ NODE_ENV: 'Test' }).nodeEnv, 'test');
});

test('issue 28 item 6: an unknown NODE_ENV is refused, alone, with the allowed values', () => {
  for (const NODE_ENV of ['staging', 'prod', 'Productoin']) {
    assert.throws(
      () => loadConfig({ NODE_ENV, DEMO_MODE: 'true' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.deepEqual(error.problems, [
          `NODE_ENV must be development, production or test (in any case); got ${JSON.stringify(NODE_ENV)}.`,
        ]);
        return true;
      },
    );
  }
});

test('issue 28 item 6: demo data is seeded only with SEED_DEMO, never because of DEMO_MODE', () => {
  const onPostgres = { DATABASE_URL: 'postgres://db/shop' };
  assert.equal(loadConfig({ ...onPostgres, DEMO_MODE: 'true' }).seedDemo, false);
  assert.equal(loadConfig({ ...onPostgres, DEMO_MODE: 'true', NODE_ENV: 'development' }).seedDemo, false);
  assert.equal(loadConfig({ DEMO_MODE: 'true' }).seedDemo, false, 'nor on the embedded database');
  assert.equal(loadConfig({ ...onPostgres, SEED_DEMO: 'true' }).seedDemo, true, 'asked for by name');
  assert.equal(loadConfig({ SEED_DEMO: 'true' }).seedDemo, true);
});

test('production refuses a missing, short or demo JWT_SECRET, demo mode and demo seeding, without echoing the secret', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay:587', ...env });
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.problems;
    }
    return [];
  };
  const good = 'k'.repeat(32);
  assert.deepEqual(problemsOf({ JWT_SECRET: good }), []);
  assert.match(problemsOf({}).join(), /JWT_SECRET is required/);
  // DEMO_MODE does not bring the fixed secret back in production.
  assert.match(problemsOf({ DEMO_MODE: 'true' }).join(), /JWT_SECRET is required/);
  const short = problemsOf({ JWT_SECRET: 'corto-de-31-caracteres-xxxxxxxx' });
  assert.match(short.join(), /at least 32 characters/);
  assert.doesNotMatch(short.join(), /corto/, 'the secret is never echoed');
  assert.match(problemsOf({ JWT_SECRET: DEMO_JWT_SECRET }).join(), /published demo secret/);
  assert.match(problemsOf({ JWT_SECRET: DEMO_JWT_SECRET, DEMO_MODE: 'true' }).join(), /published demo secret/);
  assert.match(problemsOf({ JWT_SECRET: good, SEED_DEMO: 'true' }).join(), /SEED_DEMO must be off/);
  assert.match(
    problemsOf({ JWT_SECRET: good, DEMO_MODE: 'true' }).join(),
    /DEMO_MODE must be off when NODE_ENV=production/,
  );
  assert.deepEqual(problemsOf({ JWT_SECRET: good, DEMO_MODE: 'false' }), []);
  // Outside production the demo secret stays usable (laptops, e2e).
  assert.equal(loadConfig({ JWT_SECRET: DEMO_JWT_SECRET }).jwtSecret, DEMO_JWT_SECRET);
});

test('API_WORKERS: 1 by default; more need PostgreSQL and Redis to share', () => {
  assert.equal(loadConfig({}).apiWorkers, 1);
  const shared = { DATABASE_URL: 'postgres://db/shop', REDIS_URL: 'redis://cache:6379' };
  assert.equal(loadConfig({ ...shared, API_WORKERS: '4' }).apiWorkers, 4);
  assert.throws(
    () => loadConfig({ API_WORKERS: '2' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /API_WORKERS > 1 needs DATABASE_URL/);
      assert.match(error.message, /API_WORKERS > 1 needs REDIS_URL/);
      return true;
    },
  );
  assert.throws(() => loadConfig({ ...shared, API_WORKERS: '0' }), /API_WORKERS must be an integer >= 1/);
});

test('SHIPPING_FEE and FREE_SHIPPING_FROM are refused: the fee rules belong to the delivery zones', () => {
  assert.throws(
    () => loadConfig({ SHIPPING_FEE: '59.00', FREE_SHIPPING_FROM: '800' }),
    /SHIPPING_FEE is no longer read[\s\S]*FREE_SHIPPING_FROM is no longer read/,
  );
});
