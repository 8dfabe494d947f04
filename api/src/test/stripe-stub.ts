import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny stand-in for the part of Stripe's API the `stripe` provider uses, on 127.0.0.1 and a free
 * port, for the official SDK pointed at it (host/port/protocol). Endpoints: POST /v1/customers,
 * POST /v1/payment_intents (confirm: true), GET /v1/payment_intents/search (the metadata query
 * only), POST /v1/refunds. It honours Idempotency-Key like Stripe (the same key answers the first
 * response again and charges nothing; another body with that key is a 400 idempotency_error),
 * declines the decline test PaymentMethods with Stripe-shaped 402 card errors, and records every
 * request and every charge so tests can count them.
 */

interface StubCard {
  brand: string;
  last4: string;
  country: string;
  /** A refusal: Stripe's `code` and `decline_code`. */
  decline?: { code: string; declineCode: string; message: string };
}

/** Stripe's test PaymentMethods (https://docs.stripe.com/testing) as Stripe answers them. */
const PAYMENT_METHODS: Record<string, StubCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', country: 'US' },
  pm_card_mx: { brand: 'visa', last4: '0008', country: 'MX' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', country: 'US' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', country: 'US' },
  pm_card_mastercard_debit: { brand: 'mastercard', last4: '8210', country: 'US' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    country: 'US',
    decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    country: 'US',
    decline: {
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    country: 'US',
    decline: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  },
};

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;

export interface StubRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Params;
}

export interface StubCharge {
  id: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string;
  status: 'succeeded' | 'failed';
  refunded: boolean;
}

interface Answer {
  status: number;
  body: Json;
}

export class StripeStub {
  /** Every request that reached the stub, in order (idempotent replays included). */
  readonly requests: StubRequest[] = [];
  /** Every charge attempt Stripe would have made (succeeded or failed); replays add none. */
  readonly charges: StubCharge[] = [];
  readonly customers = new Map<string, Json>();
  private readonly intents = new Map<string, Json>();
  private readonly chargeObjects = new Map<string, Json>();
  private readonly idempotent = new Map<string, { request: string; answer: Answer }>();
  private server: Server | undefined;
  /**
   * While true, requests are processed (charges happen) but the connection is dropped instead of
   * answering: the "charged, but the answer was lost" case.
   */
  dropResponses = false;

  constructor(readonly secretKey = 'sk_test_stub') {}

  /** Listens on 127.0.0.1 and a free port; answers the port. */
  async start(): Promise<number> {
    const server = createServer((request, response) => void this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = undefined;
  }

  /** Forget everything (between tests). */
  clear() {
    this.requests.length = 0;
    this.charges.length = 0;
    this.customers.clear();
    this.intents.clear();
    this.chargeObjects.clear();
    this.idempotent.clear();
    this.dropResponses = false;
  }

  /** Successful charges (what a card holder would see on a statement). */
  get succeededCharges(): StubCharge[] {
    return this.charges.filter((charge) => charge.status === 'succeeded');
  }

  requestsTo(method: string, path: string): StubRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stub');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const params = parseForm(method === 'GET' ? url.search.slice(1) : body);
    const idempotencyKey = header(request, 'idempotency-key');
    this.requests.push({ method, path: url.pathname, idempotencyKey, params });

    const answer = this.answer(method, url.pathname, params, idempotencyKey, header(request, 'authorization'));
    if (this.dropResponses) {
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${randomId()}`,
      ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
    });
    response.end(JSON.stringify(answer.body));
  }

  /** Synchronous from here on: two requests with one key can never both get past the look-up. */
  private answer(
    method: string,
    path: string,
    params: Params,
    idempotencyKey: string | undefined,
    authorization: string | undefined,
  ): Answer {
    if (authorization !== `Bearer ${this.secretKey}`) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (method !== 'POST' || !idempotencyKey) return this.route(method, path, params);
    const signature = `${method} ${path} ${JSON.stringify(params)}`;
    const previous = this.idempotent.get(idempotencyKey);
    if (previous) {
      if (previous.request !== signature) {
        return error(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return previous.answer;
    }
    const answer = this.route(method, path, params);
    // Like Stripe, a 5xx (not a 4xx) is not stored: the key may be retried.
    if (answer.status < 500) this.idempotent.set(idempotencyKey, { request: signature, answer });
    return answer;
  }

  private route(method: string, path: string, params: Params): Answer {
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(params);
    if (method === 'POST' && path === '/v1/payment_intents') return this.createPaymentIntent(params);
    if (method === 'GET' && path === '/v1/payment_intents/search') return this.searchPaymentIntents(params);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(params);
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createCustomer(params: Params): Answer {
    const customer = {
      id: `cus_${randomId()}`,
      object: 'customer',
      created: now(),
      email: typeof params.email === 'string' ? params.email : null,
      metadata: (params.metadata as Json | undefined) ?? {},
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  private createPaymentIntent(params: Params): Answer {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) return missing('amount', 'parameter_invalid_integer');
    if (typeof params.currency !== 'string') return missing('currency');
    const customer = typeof params.customer === 'string' ? params.customer : null;
    if (customer && !this.customers.has(customer)) {
      return error(400, 'invalid_request_error', `No such customer: '${customer}'`, { code: 'resource_missing' });
    }
    const paymentMethod = typeof params.payment_method === 'string' ? params.payment_method : '';
    const card = PAYMENT_METHODS[paymentMethod];
    if (!card) {
      return error(400, 'invalid_request_error', `No such PaymentMethod: '${paymentMethod}'`, {
        code: 'resource_missing',
        param: 'payment_method',
      });
    }
    if (params.confirm !== 'true') {
      return error(400, 'invalid_request_error', 'This stub only creates confirmed PaymentIntents (confirm=true).');
    }
    const intentId = `pi_${randomId()}`;
    const charge = this.recordCharge(intentId, amount, params.currency, customer, paymentMethod, card);
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: card.decline ? 0 : amount,
      currency: params.currency,
      customer,
      created: now(),
      livemode: false,
      metadata: (params.metadata as Json | undefined) ?? {},
      payment_method: card.decline ? null : `pm_${randomId()}`,
      status: card.decline ? 'requires_payment_method' : 'succeeded',
      latest_charge: charge.id,
      last_payment_error: card.decline
        ? {
            type: 'card_error',
            code: card.decline.code,
            decline_code: card.decline.declineCode,
            message: card.decline.message,
            charge: charge.id,
          }
        : null,
    };
    this.intents.set(intentId, intent);
    if (card.decline) {
      return error(402, 'card_error', card.decline.message, {
        code: card.decline.code,
        decline_code: card.decline.declineCode,
        charge: charge.id,
        payment_intent: this.expand(intent, []),
      });
    }
    return { status: 200, body: this.expand(intent, expandList(params.expand)) };
  }

  private recordCharge(
    intentId: string,
    amount: number,
    currency: string,
    customer: string | null,
    paymentMethod: string,
    card: StubCard,
  ): StubCharge {
    const charge: StubCharge = {
      id: `ch_${randomId()}`,
      paymentIntent: intentId,
      amount,
      currency,
      customer,
      paymentMethod,
      status: card.decline ? 'failed' : 'succeeded',
      refunded: false,
    };
    this.charges.push(charge);
    this.chargeObjects.set(charge.id, {
      id: charge.id,
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency,
      customer,
      paid: !card.decline,
      refunded: false,
      status: charge.status,
      payment_intent: intentId,
      failure_code: card.decline?.code ?? null,
      outcome: card.decline ? { type: 'issuer_declined', reason: card.decline.declineCode } : { type: 'authorized' },
      payment_method_details: {
        type: 'card',
        card: { brand: card.brand, last4: card.last4, country: card.country, funding: 'credit' },
      },
    });
    return charge;
  }

  private searchPaymentIntents(params: Params): Answer {
    const query = typeof params.query === 'string' ? params.query : '';
    const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.trim());
    if (!match)
      return error(400, 'invalid_request_error', `This stub only searches metadata['key']:'value' (${query}).`);
    const [, key, quoted] = match;
    const value = quoted!.replace(/\\(.)/g, '$1');
    const expand = expandList(params.expand)
      .filter((path) => path.startsWith('data.'))
      .map((path) => path.slice('data.'.length));
    const data = [...this.intents.values()]
      .filter((intent) => (intent.metadata as Json)[key!] === value)
      .reverse()
      .map((intent) => this.expand(intent, expand));
    return {
      status: 200,
      body: { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, next_page: null, data },
    };
  }

  private createRefund(params: Params): Answer {
    const intentId = typeof params.payment_intent === 'string' ? params.payment_intent : '';
    const intent = this.intents.get(intentId);
    if (!intent) {
      return error(400, 'invalid_request_error', `No such payment_intent: '${intentId}'`, { code: 'resource_missing' });
    }
    const chargeObject = this.chargeObjects.get(intent.latest_charge as string)!;
    const charge = this.charges.find((candidate) => candidate.id === chargeObject.id)!;
    if (charge.status !== 'succeeded') {
      return error(400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.');
    }
    if (charge.refunded) {
      return error(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    charge.refunded = true;
    chargeObject.refunded = true;
    chargeObject.amount_refunded = charge.amount;
    return {
      status: 200,
      body: {
        id: `re_${randomId()}`,
        object: 'refund',
        amount: charge.amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: intentId,
        status: 'succeeded',
        created: now(),
      },
    };
  }

  /** A copy of the PaymentIntent with `latest_charge` as an object when asked to expand it. */
  private expand(intent: Json, paths: string[]): Json {
    const copy = structuredClone(intent);
    if (paths.includes('latest_charge') && typeof copy.latest_charge === 'string') {
      copy.latest_charge = structuredClone(this.chargeObjects.get(copy.latest_charge) ?? null);
    }
    return copy;
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function error(status: number, type: string, message: string, extra: Json = {}): Answer {
  return { status, body: { error: { type, message, ...extra } } };
}

function missing(param: string, code = 'parameter_missing'): Answer {
  return error(400, 'invalid_request_error', `Missing or invalid required param: ${param}.`, { code, param });
}

function randomId(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function expandList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/**
 * Stripe's form encoding: `metadata[key]=v`, `expand[0]=latest_charge`, `a[b][c]=v` -> nested
 * objects; objects whose keys are all indexes become arrays.
 */
export function parseForm(encoded: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const keys = name.split('[').map((part, index) => (index === 0 ? part : part.replace(/]$/, '')));
    let target = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        target[key] = value;
      } else {
        target[key] ??= {};
        target = target[key] as Params;
      }
    });
  }
  return arrays(root) as Params;
}

function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Params).map(([key, inner]) => [key, arrays(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}
