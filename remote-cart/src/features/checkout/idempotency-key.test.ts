import { newIdempotencyKey } from './idempotency-key';

// The card's fields (number, expiry as MM/AA, cvc) are read and checked by `rules`
// (rules/src/checkout-form.test.ts, and agreement.test.ts against the API).
describe('idempotency key', () => {
  it('makes a new UUID v4 for every attempt', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
