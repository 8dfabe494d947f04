import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accountsClient, storedAccounts } from '../../test/accounts-client.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { MemoryAttemptCounter } from './attempt-counter.js';
import { LoginThrottle } from './login-throttle.js';

const api = useTestApi();
const accounts = accountsClient(api);
const TOO_MANY = 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.';
const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';
const LIMITS = { maxFailuresPerEmail: 5, maxFailuresPerIp: 20, windowSeconds: 900 };

test('the in-memory counter opens a window on the first event and forgets the key when it ends', async () => {
  let now = 0;
  const counter = new MemoryAttemptCounter(() => now);
  assert.equal(await counter.increment('k', 10), 1);
  now = 9_000;
  assert.equal(await counter.increment('k', 10), 2, 'a later event does not extend the window');
  now = 10_000;
  assert.equal(await counter.count('k'), 0);
  assert.equal(await counter.increment('k', 10), 1);
  await counter.reset('k');
  assert.equal(await counter.count('k'), 0);
});

test('the in-memory counter stays bounded: expired keys go first, then the oldest', async () => {
  let now = 0;
  const counter = new MemoryAttemptCounter(() => now, 3);
  await counter.increment('old', 1);
  await counter.increment('a', 100);
  await counter.increment('b', 100);
  now = 2_000;
  await counter.increment('c', 100);
  assert.equal(await counter.count('old'), 0);
  await counter.increment('d', 100);
  assert.deepEqual(await Promise.all(['a', 'b', 'c', 'd'].map((key) => counter.count(key))), [0, 1, 1, 1]);
});

test('throttle: the 6th attempt on an e-mail within the window is refused, a success starts over', async () => {
  let now = 0;
  const throttle = new LoginThrottle(new MemoryAttemptCounter(() => now), LIMITS);
  for (let i = 0; i < 5; i += 1) assert.equal(await throttle.tryAttempt('A@x.mx', '1.1.1.1'), true);
  assert.equal(await throttle.tryAttempt(' a@x.mx', '2.2.2.2'), false, 'same e-mail, any case, any address');
  await throttle.recordSuccess('a@x.mx');
  assert.equal(await throttle.tryAttempt('a@x.mx', '1.1.1.1'), true);
  for (let i = 0; i < 5; i += 1) await throttle.tryAttempt('b@x.mx', null);
  now = 900_000;
  assert.equal(await throttle.tryAttempt('b@x.mx', null), true, 'the window has passed');
});

test('20 wrong passwords in a row: later attempts are refused even with the right password', async (t) => {
  t.after(() => api.resetData());
  const before = await storedAccounts(api);
  const messages: string[] = [];
  for (let i = 0; i < 20; i += 1) messages.push((await accounts.login(DEMO_CLIENT.email, `wrong-${i}`)).message);
  assert.deepEqual(messages.slice(0, 5), Array(5).fill(BAD_CREDENTIALS));
  assert.deepEqual(messages.slice(5), Array(15).fill(TOO_MANY));
  const right = await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password);
  assert.deepEqual(right, { status: false, message: TOO_MANY, token: null });
  assert.deepEqual(await storedAccounts(api), before, 'no login was recorded');
  // Another account from another address is not affected.
  assert.equal((await accounts.login(DEMO_ADMIN.email, DEMO_ADMIN.password, '10.1.1.1')).status, true);
});

test('20 failures from one address lock that address out, whatever the e-mail', async (t) => {
  t.after(() => api.resetData());
  const attacker = '203.0.113.7';
  for (let i = 0; i < 20; i += 1) {
    const result = await accounts.login(`nadie${i}@example.com`, 'guess-123', attacker);
    assert.equal(result.message, BAD_CREDENTIALS);
  }
  assert.equal((await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password, attacker)).message, TOO_MANY);
  assert.equal((await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password, '198.51.100.2')).status, true);
});

test('a successful login clears the e-mail count', async (t) => {
  t.after(() => api.resetData());
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i < 4; i += 1) await accounts.login(DEMO_CLIENT.email, 'wrong-password');
    assert.equal((await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password)).status, true);
  }
});

test('an inactive account with the right password is refused and nothing is recorded', async () => {
  const before = await storedAccounts(api);
  const result = await accounts.login('pedro.jimenez@example.com', DEMO_CLIENT.password);
  assert.deepEqual(result, {
    status: false,
    message: 'Tu cuenta está desactivada. Escríbenos para reactivarla.',
    token: null,
  });
  assert.deepEqual(await storedAccounts(api), before);
});
