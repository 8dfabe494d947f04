import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../../config.js';
import { declineCodeOf, STRIPE_TEST_PAYMENT_METHODS, stripePaymentMethodFor } from './stripe-payment-provider.js';
import { TEST_CARDS } from './test-payment-provider.js';

test('each published test number maps to its Stripe test PaymentMethod; nothing else does', () => {
  assert.equal(stripePaymentMethodFor('4242424242424242'), 'pm_card_visa');
  assert.equal(stripePaymentMethodFor('4000004840000008'), 'pm_card_mx');
  assert.equal(stripePaymentMethodFor('4000000000000002'), 'pm_card_chargeDeclined');
  assert.equal(stripePaymentMethodFor('4000000000009995'), 'pm_card_chargeDeclinedInsufficientFunds');
  assert.equal(stripePaymentMethodFor('4000000000000069'), 'pm_card_chargeDeclinedExpiredCard');
  assert.equal(stripePaymentMethodFor('5555555555554444'), 'pm_card_mastercard');
  for (const number of ['4111111111111111', '4242424242424241', '', 'toString', '__proto__', 'constructor']) {
    assert.equal(stripePaymentMethodFor(number), undefined, number);
  }
  // The same numbers as the embedded provider: switching providers changes no answer to a card.
  assert.deepEqual(Object.keys(STRIPE_TEST_PAYMENT_METHODS).sort(), Object.keys(TEST_CARDS).sort());
});

test("Stripe's card error codes map to ours", () => {
  assert.equal(declineCodeOf('card_declined', 'generic_decline'), 'CARD_DECLINED');
  assert.equal(declineCodeOf('card_declined', 'insufficient_funds'), 'INSUFFICIENT_FUNDS');
  assert.equal(declineCodeOf('expired_card', undefined), 'EXPIRED_CARD');
  assert.equal(declineCodeOf('card_declined', 'expired_card'), 'EXPIRED_CARD');
  assert.equal(declineCodeOf('incorrect_cvc', null), 'CARD_DECLINED');
});

test('PAYMENT_PROVIDER=stripe: a test-mode key is required; the API address is optional and checked', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ PAYMENT_PROVIDER: 'stripe', ...env });
      return [];
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.problems;
    }
  };
  assert.deepEqual(problemsOf({}), ['STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe.']);
  const live = problemsOf({ STRIPE_SECRET_KEY: 'sk_live_abc123' });
  assert.match(live.join(), /must be a test-mode key/);
  assert.doesNotMatch(live.join(), /sk_live_abc123/, 'a secret is never echoed');
  assert.deepEqual(
    problemsOf({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_API_HOST: 'http://stub',
      STRIPE_API_PORT: '70000',
      STRIPE_API_PROTOCOL: 'ftp',
    }).length,
    3,
  );
  assert.match(
    problemsOf({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_API_HOST: 'stripe.example.com',
      STRIPE_API_PROTOCOL: 'http',
    }).join(),
    /only allowed with a loopback STRIPE_API_HOST/,
  );
  const config = loadConfig({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: '12111',
    STRIPE_API_PROTOCOL: 'http',
  });
  assert.equal(config.orders.paymentProvider, 'stripe');
  assert.deepEqual(config.orders.stripe, { secretKey: 'sk_test_x', host: '127.0.0.1', port: 12111, protocol: 'http' });
  assert.deepEqual(loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'rk_test_y' }).orders.stripe, {
    secretKey: 'rk_test_y',
  });
  assert.equal(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).orders.stripe, null, 'ignored by the test provider');
  assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' }), /PAYMENT_PROVIDER must be one of test, stripe/);
});
