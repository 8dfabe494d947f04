import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isProduction, isTestEnv, NodeEnvError, readNodeEnv } from './node-env.mjs';

test('NODE_ENV: production, development and test in any case; unset or blank is development', () => {
  for (const value of ['production', 'Production', 'PRODUCTION', ' production ', 'pRoDuCtIoN']) {
    assert.equal(readNodeEnv(value), 'production', value);
    assert.equal(isProduction({ NODE_ENV: value }), true, value);
  }
  assert.equal(readNodeEnv('Test'), 'test');
  assert.equal(isTestEnv({ NODE_ENV: 'TEST' }), true);
  assert.equal(readNodeEnv('Development'), 'development');
  for (const value of [undefined, '', '  ']) assert.equal(readNodeEnv(value), 'development', String(value));
  assert.equal(isProduction({}), false);
});

test('an unknown NODE_ENV is refused with the allowed values and the value given', () => {
  for (const value of ['staging', 'prod', 'production1', 'producción', 'dev']) {
    assert.throws(
      () => readNodeEnv(value),
      (error) => {
        assert.ok(error instanceof NodeEnvError);
        assert.equal(
          error.message,
          `NODE_ENV must be development, production or test (in any case); got ${JSON.stringify(value)}.`,
        );
        return true;
      },
    );
    assert.throws(() => isProduction({ NODE_ENV: value }), NodeEnvError);
  }
  assert.match(new NodeEnvError('x'.repeat(500)).message, /got "x{40}"\.$/, 'a long value is cut');
});
