import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { serializeError } from './logging.js';
import { accountsClient, lastMailedLinkToken } from './test/accounts-client.js';
import { TestApi, testConfig } from './test/helper.js';

const lines: string[] = [];
const api = new TestApi(() => testConfig({ LOG_LEVEL: 'trace' }), { write: (line) => void lines.push(line) });
after(() => api.stop());
const accounts = accountsClient(api);

const lastLinkToken = () => lastMailedLinkToken(api);

test('no password and no one-time token reaches the log, even at trace level', async () => {
  await api.ready();
  const email = 'lucia@example.com';
  await accounts.register({ name: 'Lucía', lastname: 'Pérez', email, password: 'secreto-aguacate' });
  const confirmToken = await lastLinkToken();
  await accounts.confirmEmail(confirmToken);
  await accounts.login(email, 'clave-equivocada');
  await accounts.forgotPassword(email);
  const resetToken = await lastLinkToken();
  await accounts.resetPassword(resetToken, 'secreto-jitomate');
  const session = await api.tokenFor({ email, password: 'secreto-jitomate' });
  await api.gql('{ validateTokenExt { status } }', { authorization: session });

  const log = lines.join('');
  assert.ok(lines.length > 10, 'the requests were logged');
  for (const secret of [
    'secreto-aguacate',
    'clave-equivocada',
    'secreto-jitomate',
    confirmToken,
    resetToken,
    session,
  ]) {
    assert.ok(secret.length > 8 && !log.includes(secret), `a secret leaked into the log: ${secret.slice(0, 12)}…`);
  }
});

test('a failed query is logged with its SQL but without its parameters', () => {
  const error = new Error(
    'Failed query: insert into "users" ("password_hash") values ($1)\nparams: $argon2id$v=19$secret',
  );
  const serialized = serializeError(error);
  assert.match(serialized.message, /insert into "users"/);
  assert.doesNotMatch(JSON.stringify(serialized), /argon2id/);
});
