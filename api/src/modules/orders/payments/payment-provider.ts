/** Why a card was refused; the Spanish text for each is MESSAGES.orders.decline. */
export type DeclineCode = 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'EXPIRED_CARD' | 'NOT_TEST_CARD' | 'PAYMENT_FAILED';

export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: 'mxn';
  card: CardDetails;
  /** The same key always answers the first result: a retried request never charges twice. */
  idempotencyKey: string;
  customerEmail: string;
}

export type ChargeResult =
  { ok: true; paymentId: string; brand: string; last4: string } | { ok: false; code: DeclineCode; message: string };

/** What a provider remembers of a charge made with an idempotency key (the start-up reconciler asks). */
export type ChargeLookup = { found: false } | { found: true; result: ChargeResult; refunded: boolean };

/**
 * A card payment provider (PAYMENT_PROVIDER). Implementations: `test` (embedded, Stripe test-mode
 * rules) and `stripe` (the official SDK; stripe-payment-provider.ts).
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  findByIdempotencyKey(idempotencyKey: string): Promise<ChargeLookup>;
  refund(paymentId: string): Promise<{ ok: boolean }>;
}
