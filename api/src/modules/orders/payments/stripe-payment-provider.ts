import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { StripeSettings } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { MESSAGES } from '../../common/messages.js';
import { users } from '../../users/users.table.js';
import type { ChargeLookup, ChargeRequest, ChargeResult, DeclineCode, PaymentProvider } from './payment-provider.js';
import { TEST_CARDS } from './test-payment-provider.js';

/**
 * Stripe's test PaymentMethods for the published test numbers the `test` provider accepts
 * (https://docs.stripe.com/testing). The card number itself is never sent to Stripe: a server
 * must not handle raw numbers, and Stripe refuses them from servers without PCI approval.
 */
export const STRIPE_TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  '4000004840000008': 'pm_card_mx',
  '4000056655665556': 'pm_card_visa_debit',
  '5555555555554444': 'pm_card_mastercard',
  // Stripe has no PaymentMethod of its own for the 2-series number: the generic Mastercard one.
  '2223003122003222': 'pm_card_mastercard',
  '5200828282828210': 'pm_card_mastercard_debit',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
};

/** The Stripe test PaymentMethod for a card number (digits only), or undefined for any other number. */
export function stripePaymentMethodFor(cardNumber: string): string | undefined {
  return Object.hasOwn(STRIPE_TEST_PAYMENT_METHODS, cardNumber) ? STRIPE_TEST_PAYMENT_METHODS[cardNumber] : undefined;
}

export interface StripeProviderOptions extends StripeSettings {
  /** The SDK retries connection errors and 409/5xx with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
  /** Per request, in milliseconds (default 20 s). */
  timeoutMs?: number;
}

/**
 * PAYMENT_PROVIDER=stripe: a PaymentIntent in MXN per order over the official SDK, confirmed at
 * once with the test PaymentMethod of the number (only published test numbers; any other is
 * refused without calling Stripe). The order's idempotency key is Stripe's idempotency key and
 * also sits in the PaymentIntent's metadata, so the reconciler can find the charge by searching.
 * Each user gets one Stripe customer, kept in `users.stripe_customer`.
 *
 * Card refusals are answers; anything else (network, Stripe down, bad key) is thrown, so the
 * order stays PENDING_PAYMENT and the start-up reconciler settles it.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  /** Customer creations in flight by e-mail: concurrent first orders of one user share one. */
  private readonly creatingCustomers = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Database,
    options: StripeProviderOptions,
  ) {
    this.stripe = new Stripe(options.secretKey, {
      ...(options.host !== undefined && { host: options.host }),
      ...(options.port !== undefined && { port: options.port }),
      ...(options.protocol !== undefined && { protocol: options.protocol }),
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const paymentMethod = stripePaymentMethodFor(request.card.number);
    if (!paymentMethod) return declined('NOT_TEST_CARD');
    const customer = await this.customerFor(request.customerEmail);
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          customer,
          payment_method: paymentMethod,
          // Confirmed on the server without a return URL: no payment method that redirects.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          metadata: { idempotency_key: request.idempotencyKey },
          expand: ['latest_charge'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== 'succeeded') {
        // No 3-D Secure test card is mapped, so this means Stripe is still working on it: unknown outcome.
        throw new Error(`Stripe PaymentIntent ${intent.id} is ${intent.status}`);
      }
      return charged(intent, request.card.number);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return declined(declineCodeOf(error.code, error.decline_code));
      throw error;
    }
  }

  async findByIdempotencyKey(idempotencyKey: string): Promise<ChargeLookup> {
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['idempotency_key']:'${idempotencyKey.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`,
      expand: ['data.latest_charge'],
    });
    const intents = found.data.filter((intent) => intent.metadata?.idempotency_key === idempotencyKey);
    const intent = intents.find((candidate) => candidate.status === 'succeeded') ?? intents[0];
    if (!intent) return { found: false };
    if (intent.status === 'succeeded') {
      const charge = expandedCharge(intent);
      const refunded = Boolean(charge && (charge.refunded || charge.amount_refunded > 0));
      return { found: true, result: charged(intent, ''), refunded };
    }
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
      const error = intent.last_payment_error;
      const code = error ? declineCodeOf(error.code, error.decline_code) : 'PAYMENT_FAILED';
      return { found: true, result: declined(code), refunded: false };
    }
    // processing, requires_action...: not settled yet; the reconciler leaves the order for next time.
    throw new Error(`Stripe PaymentIntent ${intent.id} is still ${intent.status}`);
  }

  async refund(paymentId: string): Promise<{ ok: boolean }> {
    try {
      await this.stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey: `refund:${paymentId}` });
      return { ok: true };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') {
        return { ok: true };
      }
      if (error instanceof Stripe.errors.StripeError) return { ok: false };
      throw error;
    }
  }

  /** The user's Stripe customer: the stored id, else one created once (idempotently) and stored. */
  private async customerFor(email: string): Promise<string> {
    const [user] = await this.db
      .select({ id: users.id, stripeCustomer: users.stripeCustomer })
      .from(users)
      .where(eq(users.email, email));
    if (user?.stripeCustomer) return user.stripeCustomer;
    let creating = this.creatingCustomers.get(email);
    if (!creating) {
      creating = this.createCustomer(email, user?.id).finally(() => this.creatingCustomers.delete(email));
      this.creatingCustomers.set(email, creating);
    }
    return creating;
  }

  private async createCustomer(email: string, userId: string | undefined): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email, ...(userId && { metadata: { user_id: userId } }) },
      // Another instance creating this user's customer at the same time gets the same one.
      { idempotencyKey: `customer:${userId ?? email}` },
    );
    if (!userId) return customer.id;
    // First writer wins; a lost race answers the stored id so every order uses one customer.
    const [saved] = await this.db
      .update(users)
      .set({ stripeCustomer: customer.id })
      .where(and(eq(users.id, userId), isNull(users.stripeCustomer)))
      .returning({ stripeCustomer: users.stripeCustomer });
    if (saved?.stripeCustomer) return saved.stripeCustomer;
    const [stored] = await this.db
      .select({ stripeCustomer: users.stripeCustomer })
      .from(users)
      .where(eq(users.id, userId));
    return stored?.stripeCustomer ?? customer.id;
  }
}

/** Stripe's card error codes -> ours: decline_code says why a `card_declined` happened. */
export function declineCodeOf(code: string | undefined | null, declineCode: string | undefined | null): DeclineCode {
  if (declineCode === 'insufficient_funds' || code === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
  if (declineCode === 'expired_card' || code === 'expired_card') return 'EXPIRED_CARD';
  return 'CARD_DECLINED';
}

function declined(code: DeclineCode): ChargeResult {
  return { ok: false, code, message: MESSAGES.orders.decline[code] };
}

function expandedCharge(intent: Stripe.PaymentIntent): Stripe.Charge | null {
  return intent.latest_charge && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

/** Brand and last 4 as Stripe reports them on the charge; the test number's when the charge is not expanded. */
function charged(intent: Stripe.PaymentIntent, cardNumber: string): ChargeResult {
  const card = expandedCharge(intent)?.payment_method_details?.card;
  return {
    ok: true,
    paymentId: intent.id,
    brand: card?.brand ?? TEST_CARDS[cardNumber]?.brand ?? 'card',
    last4: card?.last4 ?? cardNumber.slice(-4),
  };
}
