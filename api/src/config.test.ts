import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

test('development defaults: demo mode, local address, embedded database, fixed secret with a warning', () => {
  const config = loadConfig({});
  assert.equal(config.demoMode, true);
  assert.equal(config.seedDemo, true);
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
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) });
  assert.equal(config.demoMode, false);
  assert.equal(config.seedDemo, false);
  assert.deepEqual(config.warnings, []);
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
