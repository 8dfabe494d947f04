// The services an API run beside another gets (scripts/test-services.mjs): a Redis server of its own
// that answers and stops, and a database of its own on TEST_DATABASE_URL's server that goes away.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { test } from 'node:test';
import pg from 'pg';
import { inCi } from './node-env.mjs';
import { privateRedis, siblingDatabase } from './test-services.mjs';

const hasRedis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * The first line a Redis server at `url` answers to PING, the connection error's code, or CLOSED /
 * TIMEOUT: a server shutting down may accept and close without a word (a busy machine made that
 * window long enough to hang this test for its whole timeout).
 */
function ping(url) {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), timeout: 2_000 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().trim()));
    socket.once('error', (error) => done(error.code));
    socket.once('timeout', () => done('TIMEOUT'));
    socket.once('close', () => done('CLOSED'));
  });
}

test(
  'a Redis server of its own answers on a free port of 127.0.0.1 and is gone after stop()',
  {
    skip: !hasRedis && !inCi() && 'redis-server is not installed',
  },
  async () => {
    const redis = await privateRedis();
    assert.ok(redis, 'redis-server is installed but did not start');
    assert.match(redis.url, /^redis:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(new URL(redis.url).port, '6379');
    assert.equal(await ping(redis.url), '+PONG');
    redis.stop();
    // Gone: refused (not answering, not half-closed), within 10 s on a busy machine.
    for (let i = 0; i < 100 && (await ping(redis.url)) !== 'ECONNREFUSED'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(await ping(redis.url), 'ECONNREFUSED');
  },
);

test(
  'a database of its own beside TEST_DATABASE_URL answers, and drop() removes it',
  {
    skip: !databaseUrl && !inCi() && 'TEST_DATABASE_URL is not set',
  },
  async () => {
    assert.ok(databaseUrl, 'CI skips nothing: TEST_DATABASE_URL is not set');
    const sibling = await siblingDatabase(databaseUrl, 'services_test');
    assert.ok(sibling, 'the database was refused');
    const names = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query('select datname from pg_database')).rows.map((row) => row.datname);
      } finally {
        await client.end();
      }
    };
    const name = new URL(sibling.url).pathname.slice(1);
    assert.notEqual(name, new URL(databaseUrl).pathname.slice(1));
    assert.ok((await names()).includes(name));
    await sibling.drop();
    assert.equal((await names()).includes(name), false);
  },
);
