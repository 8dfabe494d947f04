import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accountsClient, storedAccounts } from '../../test/accounts-client.js';
import { ClearableLimiters } from '../../test/clearable-limiters.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { KNOWN_ADDRESS_SECONDS, LoginThrottle } from './login-throttle.js';

const api = useTestApi();
const accounts = accountsClient(api);
const TOO_MANY = 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.';
const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';
const LIMITS = { maxFailuresPerEmail: 5, maxFailuresPerIp: 20, windowSeconds: 900 };

test('throttle: the 6th attempt on an e-mail within the window is refused, a success starts over', async (t) => {
  // The limiters' windows run on Date and timers: both are mocked, so the window can pass.
  t.mock.timers.enable({ apis: ['Date', 'setTimeout'] });
  const throttle = new LoginThrottle(new ClearableLimiters().factory, LIMITS);
  for (let i = 0; i < 5; i += 1) assert.equal(await throttle.tryAttempt('A@x.mx', '1.1.1.1'), true);
  assert.equal(await throttle.tryAttempt(' a@x.mx', '2.2.2.2'), false, 'same e-mail, any case, any address');
  await throttle.recordSuccess('a@x.mx', '1.1.1.1');
  assert.equal(await throttle.tryAttempt('a@x.mx', '1.1.1.1'), true);
  for (let i = 0; i < 5; i += 1) await throttle.tryAttempt('b@x.mx', null);
  assert.equal(await throttle.tryAttempt('b@x.mx', null), false);
  t.mock.timers.tick(LIMITS.windowSeconds * 1000);
  assert.equal(await throttle.tryAttempt('b@x.mx', null), true, 'the window has passed');
});

test('an address stays known to the account for 21 days after a login there', async (t) => {
  t.mock.timers.enable({ apis: ['Date', 'setTimeout'] });
  const throttle = new LoginThrottle(new ClearableLimiters().factory, LIMITS);
  await throttle.recordSuccess('a@x.mx', '1.1.1.1');
  for (let i = 0; i < 5; i += 1) await throttle.tryAttempt('a@x.mx', `9.9.9.${i}`);
  assert.equal(await throttle.tryAttempt('a@x.mx', '8.8.8.8'), false, 'the account count is spent for strangers');
  t.mock.timers.tick((KNOWN_ADDRESS_SECONDS - 60) * 1000);
  for (let i = 0; i < 5; i += 1) await throttle.tryAttempt('a@x.mx', `9.9.9.${i}`);
  assert.equal(await throttle.tryAttempt('a@x.mx', '1.1.1.1'), true, 'still known after 20 days and 23 hours');
  t.mock.timers.tick(120 * 1000);
  assert.equal(await throttle.tryAttempt('a@x.mx', '1.1.1.1'), false, 'no longer known: the account count applies');
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

/** One request with `count` aliased login fields (a query: graphql-js checks them all at once). */
function aliasedLogins(attempts: { email: string; password: string }[]) {
  const fields = attempts.map(
    ({ email, password }, i) =>
      `l${i}: login(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { status message }`,
  );
  return `{ ${fields.join(' ')} }`;
}

async function burst(requests: string[], remoteAddress: (i: number) => string) {
  const answers = await Promise.all(
    requests.map((query, i) => api.gql<Record<string, AccountResult>>(query, { remoteAddress: remoteAddress(i) })),
  );
  return answers.flatMap(({ body }) => Object.values(body.data ?? {}));
}
type AccountResult = { status: boolean; message: string };

test('a burst of aliased logins from one address checks at most 20 passwords; the right one inside is refused', async (t) => {
  t.after(() => api.resetData());
  const attacker = '203.0.113.9';
  // 10 concurrent requests x 10 aliases = 100 checks asked for, 4 on each of 25 e-mails, the
  // demo client's right password last in the last request.
  const requests = Array.from({ length: 10 }, (_, r) =>
    aliasedLogins(
      Array.from({ length: 10 }, (_, a) => {
        const n = r * 10 + a;
        return n === 99 ? DEMO_CLIENT : { email: `victima${n % 25}@example.com`, password: `guess-${n}` };
      }),
    ),
  );
  const results = await burst(requests, () => attacker);
  assert.equal(results.length, 100);
  const checked = results.filter((result) => result.message !== TOO_MANY);
  assert.ok(checked.length <= LIMITS.maxFailuresPerIp, `${checked.length} passwords were checked`);
  assert.ok(checked.length >= 1);
  assert.equal(results.filter((result) => result.status).length, 0, 'the right password got in after the limit');
  assert.equal((await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password, attacker)).message, TOO_MANY);
});

test('a burst on one e-mail from many addresses checks at most 5 passwords', async (t) => {
  t.after(() => api.resetData());
  const requests = Array.from({ length: 12 }, (_, r) =>
    aliasedLogins(Array.from({ length: 5 }, (_, a) => ({ email: DEMO_ADMIN.email, password: `guess-${r}-${a}` }))),
  );
  const results = await burst(requests, (i) => `198.51.100.${i + 10}`);
  const checked = results.filter((result) => result.message !== TOO_MANY);
  assert.equal(checked.length, LIMITS.maxFailuresPerEmail, JSON.stringify(checked));
  assert.equal((await accounts.login(DEMO_ADMIN.email, DEMO_ADMIN.password, '192.0.2.1')).message, TOO_MANY);
});

test('refused attempts take no slot: the address keeps its count of failures, not of refusals', async () => {
  const limiters = new ClearableLimiters();
  const throttle = new LoginThrottle(limiters.factory, LIMITS);
  for (let i = 0; i < 8; i += 1) await throttle.tryAttempt('one@x.mx', '1.1.1.1');
  assert.equal(await limiters.count('login:ip', '1.1.1.1'), 5, '5 checks ran, 3 were refused by the e-mail limit');
  await throttle.recordSuccess('two@x.mx', '1.1.1.1');
  assert.equal(await limiters.count('login:ip', '1.1.1.1'), 4, 'a success gives its slot back');
});

test('failures sprayed from strangers never lock the owner out at an address they logged in from', async (t) => {
  t.after(() => api.resetData());
  const home = '10.20.30.40';
  assert.equal((await accounts.login(DEMO_ADMIN.email, DEMO_ADMIN.password, home)).status, true);
  // 40 failures from 10 other addresses: the account's ceiling for unknown addresses is spent.
  for (let i = 0; i < 40; i += 1) await accounts.login(DEMO_ADMIN.email, `guess-${i}`, `203.0.113.${i % 10}`);
  assert.equal((await accounts.login(DEMO_ADMIN.email, DEMO_ADMIN.password, '198.51.100.77')).message, TOO_MANY);
  assert.equal((await accounts.login(DEMO_ADMIN.email, DEMO_ADMIN.password, home)).status, true, 'the owner gets in');
});

test('a guesser at a known address still gets only 5 checks (the pair limit)', async (t) => {
  t.after(() => api.resetData());
  const shared = '10.20.30.41';
  assert.equal((await accounts.login(DEMO_CLIENT.email, DEMO_CLIENT.password, shared)).status, true);
  const messages: string[] = [];
  for (let i = 0; i < 8; i += 1) messages.push((await accounts.login(DEMO_CLIENT.email, `guess-${i}`, shared)).message);
  assert.deepEqual(messages, [...Array(5).fill(BAD_CREDENTIALS), ...Array(3).fill(TOO_MANY)]);
});
