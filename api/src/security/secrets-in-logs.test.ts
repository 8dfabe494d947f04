import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { CARD, orderInput, pickProduct, placeOrder } from '../test/orders-client.js';
import { accountsClient, lastMailedLinkToken } from '../test/accounts-client.js';
import { TestApi, testConfig } from '../test/helper.js';

const lines: string[] = [];
const api = new TestApi(() => testConfig({ LOG_LEVEL: 'trace' }), { write: (line) => void lines.push(line) });
after(() => api.stop());
const accounts = accountsClient(api);

const lastLinkToken = () => lastMailedLinkToken(api);

test('a whole customer flow at trace level: no password, JWT, one-time token or card number in any log line', async () => {
  await api.ready();
  const email = 'rosa.secretos@example.com';
  const password = 'pw-Rosa-aguacate-91';
  const newPassword = 'pw-Rosa-jitomate-27';
  const declined = '4000 0000 0000 0002';

  await accounts.register({ name: 'Rosa', lastname: 'Luna', email, password });
  const confirmToken = await lastLinkToken();
  assert.equal((await accounts.confirmEmail(confirmToken)).status, true);
  const session = await api.tokenFor({ email, password });
  // The session header in both accepted forms.
  await api.gql('{ validateTokenExt { status } }', { authorization: `Bearer ${session}` });

  const product = await pickProduct(api, 0, { stock: 50 });
  const paid = await placeOrder(api, session, orderInput([{ productId: product.id, quantity: 1 }]));
  assert.equal(paid.status, true, paid.message);
  const refused = await placeOrder(
    api,
    session,
    orderInput([{ productId: product.id, quantity: 1 }], { card: { ...CARD, number: declined } }),
  );
  assert.equal(refused.status, false);

  await accounts.login(email, 'pw-equivocada-000');
  // A login sent by GET (by hand: the apps POST): the operation and its variables are in the URL.
  const byGet = new URLSearchParams({
    query: `{ login(email: "${email}", password: "pw-por-get-0042") { status } }`,
    variables: JSON.stringify({ password: 'pw-por-get-0042' }),
  });
  const get = await api.app.inject({ method: 'GET', url: `/graphql?${byGet}` });
  assert.equal(get.statusCode, 200);
  assert.ok(lines.some((line) => line.includes('/graphql?query=[not logged]&variables=[not logged]')));
  await accounts.forgotPassword(email);
  const resetToken = await lastLinkToken();
  assert.equal((await accounts.resetPassword(resetToken, newPassword)).status, true);
  const secondSession = await api.tokenFor({ email, password: newPassword });
  await api.gql('{ validateTokenExt { status } }', { authorization: secondSession });
  await api.app.services.mail.whenIdle();

  assert.ok(lines.length > 20, 'the requests were logged');
  const secrets = {
    password,
    newPassword,
    wrongPassword: 'pw-equivocada-000',
    passwordByGet: 'pw-por-get-0042',
    confirmToken,
    resetToken,
    session,
    // A JWT's signature part alone would be enough to forge nothing, but it must not appear either.
    sessionSignature: session.split('.')[2]!,
    secondSession,
    card: CARD.number,
    cardDigits: CARD.number.replace(/\s/g, ''),
    declined,
    declinedDigits: declined.replace(/\s/g, ''),
    cvcField: `"cvc":"${CARD.cvc}"`,
  };
  for (const [name, secret] of Object.entries(secrets)) {
    assert.ok(secret.length >= 8, `${name} is too short to grep for`);
    const leak = lines.find((line) => line.includes(secret));
    assert.equal(leak, undefined, `${name} leaked into the log: ${leak?.slice(0, 200)}`);
  }
});
