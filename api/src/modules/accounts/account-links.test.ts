import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { storedAccounts } from '../../test/accounts-client.js';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../test/helper.js';
import { useApiWithSmtp } from '../../test/mail-test-api.js';
import { accountTokens } from './account-tokens.table.js';

const { api, accounts, linkToken } = useApiWithSmtp();

const USABLE = { status: true, message: 'El enlace es válido.' };
const INVALID = { status: false, message: 'El enlace no es válido. Pide uno nuevo.' };
const USED = { status: false, message: 'Este enlace ya fue utilizado. Pide uno nuevo si lo necesitas.' };
const EXPIRED = { status: false, message: 'El enlace ha expirado. Pide uno nuevo.' };

async function linkStatus(token: string, purpose: 'activate' | 'reset') {
  const { body } = await api.gql<{ accountLinkStatus: { status: boolean; message: string } }>(
    'query ($token: String!, $purpose: AccountLinkPurpose!) { accountLinkStatus(token: $token, purpose: $purpose) { status message } }',
    { variables: { token, purpose } },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.accountLinkStatus;
}

test('accountLinkStatus: a fresh reset link is usable, and asking does not use it up', async () => {
  await accounts.forgotPassword(DEMO_CLIENT.email);
  const token = await linkToken(DEMO_CLIENT.email, 'reset');
  const before = await storedAccounts(api);
  assert.deepEqual(await linkStatus(token, 'reset'), USABLE);
  assert.deepEqual(await linkStatus(token, 'reset'), USABLE);
  assert.deepEqual(await storedAccounts(api), before);
  assert.equal((await accounts.resetPassword(token, 'jitomate9')).status, true);
  assert.deepEqual(await linkStatus(token, 'reset'), USED);
});

test('accountLinkStatus tells an invalid, a wrong-purpose and an expired link apart', async () => {
  assert.deepEqual(await linkStatus('not-a-token', 'reset'), INVALID);
  assert.deepEqual(await linkStatus('z'.repeat(43), 'activate'), INVALID);
  await accounts.createUserQuick(
    { name: 'Rosa', lastname: 'Núñez', email: 'rosa.nunez@example.com' },
    await api.tokenFor(DEMO_ADMIN),
  );
  const token = await linkToken('rosa.nunez@example.com', 'active');
  assert.deepEqual(await linkStatus(token, 'activate'), USABLE);
  assert.deepEqual(await linkStatus(token, 'reset'), INVALID);
  await api.app.database.db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1) })
    .where(eq(accountTokens.purpose, 'activate'));
  assert.deepEqual(await linkStatus(token, 'activate'), EXPIRED);
});
