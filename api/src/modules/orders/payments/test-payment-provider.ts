import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { preparedPerDatabase } from '../../../db/prepared.js';
import { MESSAGES } from '../../common/messages.js';
import { paymentsTest } from '../orders.table.js';
import type { ChargeLookup, ChargeRequest, ChargeResult, DeclineCode, PaymentProvider } from './payment-provider.js';

type TestCard = { brand: string; decline?: Exclude<DeclineCode, 'NOT_TEST_CARD' | 'PAYMENT_FAILED'> };

/** Stripe's published test numbers (test mode). Anything else is refused: this shop never charges a real card. */
export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa' },
  '4000004840000008': { brand: 'visa' }, // Mexico
  '4000056655665556': { brand: 'visa' }, // debit
  '5555555555554444': { brand: 'mastercard' },
  '2223003122003222': { brand: 'mastercard' },
  '5200828282828210': { brand: 'mastercard' }, // debit
  '4000000000000002': { brand: 'visa', decline: 'CARD_DECLINED' },
  '4000000000009995': { brand: 'visa', decline: 'INSUFFICIENT_FUNDS' },
  '4000000000000069': { brand: 'visa', decline: 'EXPIRED_CARD' },
};

const charged = (name: keyof typeof paymentsTest.$inferInsert) => sql.placeholder(name);

/** A charge's row, unless its key has one already: every placeOrder runs it (prepared, see db/prepared.ts). */
const insertCharge = preparedPerDatabase((db) =>
  db
    .insert(paymentsTest)
    .values({
      idempotencyKey: charged('idempotencyKey'),
      paymentId: charged('paymentId'),
      amountCents: charged('amountCents'),
      currency: charged('currency'),
      status: charged('status'),
      brand: charged('brand'),
      last4: charged('last4'),
      failureCode: charged('failureCode'),
      customerEmail: charged('customerEmail'),
    })
    .onConflictDoNothing({ target: paymentsTest.idempotencyKey })
    .returning()
    .prepare('payments_test_charge'),
);

/**
 * The embedded provider (PAYMENT_PROVIDER=test). Charges are remembered in `payments_test` by
 * idempotency key, so a retry after a crash or restart gets the first answer and never a second
 * charge. Refused cards are remembered too, as Stripe does for a key.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(private readonly db: Database) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const card = TEST_CARDS[request.card.number];
    const last4 = request.card.number.slice(-4);
    const failed = card?.decline ?? (card ? undefined : 'NOT_TEST_CARD');
    const [inserted] = await insertCharge(this.db).execute({
      idempotencyKey: request.idempotencyKey,
      paymentId: `pay_test_${randomUUID().replaceAll('-', '')}`,
      amountCents: request.amountCents,
      currency: request.currency,
      status: failed ? 'failed' : 'succeeded',
      brand: card?.brand ?? null,
      last4,
      failureCode: failed ?? null,
      customerEmail: request.customerEmail,
    });
    if (inserted) return resultOf(inserted);
    const lookup = await this.findByIdempotencyKey(request.idempotencyKey);
    if (!lookup.found) throw new Error('test payment vanished after a conflicting insert');
    return lookup.result;
  }

  async findByIdempotencyKey(idempotencyKey: string): Promise<ChargeLookup> {
    const [row] = await this.db.select().from(paymentsTest).where(eq(paymentsTest.idempotencyKey, idempotencyKey));
    if (!row) return { found: false };
    return { found: true, result: resultOf(row), refunded: row.status === 'refunded' };
  }

  async refund(paymentId: string): Promise<{ ok: boolean }> {
    const updated = await this.db
      .update(paymentsTest)
      .set({ status: 'refunded' })
      .where(eq(paymentsTest.paymentId, paymentId))
      .returning({ paymentId: paymentsTest.paymentId });
    return { ok: updated.length > 0 };
  }
}

function resultOf(row: typeof paymentsTest.$inferSelect): ChargeResult {
  if (row.failureCode) {
    const code = row.failureCode as DeclineCode;
    return { ok: false, code, message: MESSAGES.orders.decline[code] ?? MESSAGES.orders.decline.PAYMENT_FAILED };
  }
  return { ok: true, paymentId: row.paymentId, brand: row.brand ?? 'card', last4: row.last4 ?? '' };
}
