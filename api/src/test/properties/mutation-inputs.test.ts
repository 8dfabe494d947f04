import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { buildSchema, type GraphQLField } from 'graphql';
import { queryRows } from '../../db/database.js';
import { orderInput, pickProduct, placeOrder } from '../orders-client.js';
import { loadTypeDefs } from '../../schema.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi, type GraphQLResponse } from '../helper.js';
import {
  RUNS,
  SEED,
  changedTables,
  checkProperty,
  documentFor,
  fingerprint,
  injectNul,
  looksSpanish,
  mixedArguments,
  serverErrors,
  tableNames,
  valueArbitrary,
  type Pool,
} from './arbitraries.js';

// Issue #9. Every Mutation of the schema is called with random and hostile arguments of the right
// GraphQL types, as an anonymous caller, a client or an admin. Properties: never a 5xx, never the
// formatter's INTERNAL_SERVER_ERROR, and a refusal (status false or a GraphQL error) changes no
// table (count + md5 of every row of every table of the public schema).
//
// Tables that may change on a refusal, by design:
// - placeOrder answering a payment refusal (CARD_DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD,
//   NOT_TEST_CARD, PAYMENT_FAILED): the charge was tried, so the order is kept CANCELLED with the
//   reason (orders, order_lines, order_status_history) and the provider remembers the failed
//   charge (payments_test), so a retry with the same idempotency key gets the same answer. The
//   stock is taken and given back, which moves products.updated_at: every other column of
//   products must stay as it was. A chosen delivery window is taken and given back the same way
//   (its delivery_window_bookings row may be created, with nothing booked).
// Login and e-mail throttling counts live in memory (rate-limiter-flexible), not in a table. The
// mail outbox is only written by accepted operations and is compared like every other table, but
// for the delivery columns the mail worker updates in the background (see BACKGROUND_COLUMNS).

const api = useTestApi();
const schema = buildSchema(loadTypeDefs());
const mutationFields = Object.values(schema.getMutationType()?.getFields() ?? {});

type Role = 'anonymous' | 'client' | 'admin';
interface MutationSpec {
  /** Drawn uniformly: repeat a role to call as it more often. */
  roles: Role[];
  /** Tables a refusal with this answer may change, by design. */
  refusalMayChange?: (result: Record<string, unknown>) => string[];
}

const ADMIN_MOSTLY: Role[] = ['admin', 'admin', 'admin', 'client', 'anonymous'];
const ANYONE: Role[] = ['anonymous', 'anonymous', 'client', 'admin'];
const PAYMENT_REFUSALS = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'EXPIRED_CARD', 'NOT_TEST_CARD', 'PAYMENT_FAILED'];

/** Every mutation of the schema, reviewed: a new one fails the first test until it is listed here. */
const MUTATIONS: Record<string, MutationSpec> = {
  setUserActive: { roles: ADMIN_MOSTLY },
  placeOrder: {
    roles: ['client', 'client', 'client', 'admin', 'anonymous'],
    refusalMayChange: (result) =>
      PAYMENT_REFUSALS.includes(String(result.code))
        ? ['orders', 'order_lines', 'order_status_history', 'payments_test', 'products', 'delivery_window_bookings']
        : [],
  },
  cancelMyOrder: { roles: ['client', 'client', 'admin', 'anonymous'] },
  updateOrderStatus: { roles: ADMIN_MOSTLY },
  saveCategory: { roles: ADMIN_MOSTLY },
  setCategoryActive: { roles: ADMIN_MOSTLY },
  moveCategory: { roles: ADMIN_MOSTLY },
  sendContactMessage: { roles: ANYONE },
  saveProduct: { roles: ADMIN_MOSTLY },
  setProductActive: { roles: ADMIN_MOSTLY },
  register: { roles: ANYONE },
  confirmEmail: { roles: ANYONE },
  resendConfirmation: { roles: ANYONE },
  createUserQuick: { roles: ADMIN_MOSTLY },
  activateAccount: { roles: ANYONE },
  forgotPassword: { roles: ANYONE },
  resetPassword: { roles: ANYONE },
  // No arguments; called with a session it ends that session for the calls after it (the NUL
  // test shares one setup), so only the refusal path is drawn here: sessions.test.ts has the rest.
  logout: { roles: ['anonymous'] },
  saveDeliveryWindowTemplate: { roles: ADMIN_MOSTLY },
  saveDeliveryDayException: { roles: ADMIN_MOSTLY },
  removeDeliveryDayException: { roles: ADMIN_MOSTLY },
  moveOrderWindow: { roles: ADMIN_MOSTLY },
  saveDeliveryZone: { roles: ADMIN_MOSTLY },
  createDeliveryZone: { roles: ADMIN_MOSTLY },
  setDeliveryZoneActive: { roles: ADMIN_MOSTLY },
};

const NUM_RUNS = 50;

test('every mutation of the schema has a property', () => {
  const names = mutationFields.map((field) => field.name);
  assert.deepEqual(
    names.filter((name) => !MUTATIONS[name]),
    [],
    'mutations without a reviewed property (add them to MUTATIONS)',
  );
  assert.deepEqual(
    Object.keys(MUTATIONS).filter((name) => !names.includes(name)),
    [],
    'MUTATIONS names a field the schema no longer has',
  );
});

interface Setup {
  tables: string[];
  pool: Pool;
  tokens: Record<Role, string | undefined>;
}

/** Fresh demo data, sessions, a paid order and one live link of each kind (confirm, activate, reset). */
async function setUp(): Promise<Setup> {
  await api.ready();
  await api.resetData();
  const { db } = api.app.database;
  const admin = await api.tokenFor(DEMO_ADMIN);
  const client = await api.tokenFor(DEMO_CLIENT);
  const product = await pickProduct(api, 0, { stock: 50 });
  const placed = await placeOrder(api, client, orderInput([{ productId: product.id, quantity: 1 }]));
  assert.ok(placed.order, `setup order: ${placed.message}`);
  const suffix = Math.random().toString(36).slice(2, 8);
  const setupCalls: [string, Record<string, unknown>, string | undefined][] = [
    [
      'mutation ($input: RegisterInput!) { register(input: $input) { status } }',
      { input: { name: 'Prop', lastname: 'Nueva', email: `prop.reg.${suffix}@example.com`, password: 'secreto123' } },
      undefined,
    ],
    [
      'mutation ($input: QuickUserInput!) { createUserQuick(input: $input) { status } }',
      { input: { name: 'Prop', lastname: 'Rápida', email: `prop.quick.${suffix}@example.com` } },
      admin,
    ],
    [
      'mutation ($email: String!) { forgotPassword(email: $email) { status } }',
      { email: DEMO_CLIENT.email },
      undefined,
    ],
  ];
  for (const [query, variables, authorization] of setupCalls) {
    const { body } = await api.gql<Record<string, { status: boolean }>>(query, { variables, authorization });
    assert.ok(Object.values(body.data ?? {})[0]?.status, `setup: ${query} ${JSON.stringify(body)}`);
  }
  await api.app.services.mail.whenIdle();
  const mails = await queryRows<{ text: string }>(db, sql`select text from outbox_mail`);
  const links = mails.flatMap((mail) => [...mail.text.matchAll(/\/(?:confirm|active|reset)\/([A-Za-z0-9._~-]+)/g)]);
  const named = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: string }>(db, query)).map((row) => row.id);
  const productIds = await named(sql`select id::text from products order by slug limit 8`);
  const categoryIds = await named(sql`select id::text from categories`);
  const ids = await queryRows<{ id: string }>(
    db,
    sql`(select id::text from users) union all (select id::text from categories)
        union all (select id::text from orders) union all (select id::text from products order by slug limit 8)`,
  );
  return {
    tables: await tableNames(api),
    pool: {
      ids: ids.map((row) => row.id),
      plausible: { token: links.map((match) => match[1]!), productId: productIds, categoryId: categoryIds },
    },
    tokens: { anonymous: undefined, client, admin },
  };
}

/** How the answers split, printed as a diagnostic so a generator that never gets past validation shows. */
type Outcomes = Record<'accepted' | 'refused' | 'graphqlError', number>;

function mutationProperty(field: GraphQLField<unknown, unknown>, spec: MutationSpec, setup: Setup, seen: Outcomes) {
  const document = documentFor('mutation', field);
  const hostile = fc.record(
    Object.fromEntries(field.args.map((arg) => [arg.name, valueArbitrary(arg.name, arg.type, { pool: setup.pool })])),
  );
  const args = fc.oneof(hostile, mixedArguments(field.args, setup.pool));
  return fc.asyncProperty(fc.constantFrom(...spec.roles), args, async (role, variables) => {
    const before = await fingerprint(api, setup.tables);
    const { statusCode, body } = await api.gql<Record<string, Record<string, unknown> | null>>(document, {
      variables,
      authorization: setup.tokens[role],
    });
    const failures = serverErrors(body as GraphQLResponse<unknown>);
    assert.ok(statusCode < 500, `HTTP ${statusCode}: ${JSON.stringify(body.errors)}`);
    assert.deepEqual(failures, [], 'INTERNAL_SERVER_ERROR');
    const result = body.data?.[field.name];
    const refused = Boolean(body.errors?.length) || !result || result.status === false;
    seen[body.errors?.length ? 'graphqlError' : refused ? 'refused' : 'accepted'] += 1;
    if (!refused) return;
    if (result && result.status === false) {
      assert.ok(looksSpanish(result.message), `refusal without a Spanish message: ${JSON.stringify(result.message)}`);
    }
    const allowed = result ? (spec.refusalMayChange?.(result) ?? []) : [];
    const changed = changedTables(before, await fingerprint(api, setup.tables)).filter(
      (table) => !allowed.includes(table),
    );
    assert.deepEqual(
      changed,
      [],
      `refused as ${role} (${JSON.stringify(result ?? body.errors)}) yet tables changed: ${changed.join(', ')}`,
    );
  });
}

for (const field of mutationFields) {
  const spec = MUTATIONS[field.name] ?? { roles: ANYONE };
  test(`${field.name}: hostile input never answers 5xx and a refusal changes nothing`, async (t) => {
    t.diagnostic(`PROPERTY_SEED=${SEED}`);
    const setup = await setUp();
    const seen: Outcomes = { accepted: 0, refused: 0, graphqlError: 0 };
    try {
      await checkProperty(mutationProperty(field, spec, setup, seen), NUM_RUNS);
    } finally {
      t.diagnostic(`answers: ${JSON.stringify(seen)}`);
    }
  });
}

/**
 * PostgreSQL text cannot hold U+0000: found here as INTERNAL_SERVER_ERROR (e.g. register with
 * name "\u0000"), now refused as BAD_USER_INPUT before any resolver runs (graphql/resolvers.ts).
 */
test('a NUL character in any text argument of any mutation is refused, never a 5xx', async (t) => {
  t.diagnostic(`PROPERTY_SEED=${SEED}`);
  const setup = await setUp();
  const failing: string[] = [];
  for (const field of mutationFields) {
    const spec = MUTATIONS[field.name] ?? { roles: ANYONE };
    const args = fc.record(
      Object.fromEntries(field.args.map((arg) => [arg.name, valueArbitrary(arg.name, arg.type, { pool: setup.pool })])),
    );
    const withNul = fc.tuple(args, fc.nat()).map(([variables, n]) => injectNul(variables, n));
    const property = fc.asyncProperty(fc.constantFrom(...spec.roles), withNul, async (role, variables) => {
      const { statusCode, body } = await api.gql(documentFor('mutation', field), {
        variables,
        authorization: setup.tokens[role],
      });
      assert.ok(statusCode < 500, `HTTP ${statusCode}`);
      assert.deepEqual(
        serverErrors(body as GraphQLResponse<unknown>),
        [],
        `${field.name} ${JSON.stringify(variables)}`,
      );
    });
    const details = await fc.check(property, { numRuns: RUNS(30), seed: SEED });
    if (details.failed) failing.push(`${field.name}: ${fc.stringify(details.counterexample)}`);
  }
  for (const line of failing) t.diagnostic(line);
  assert.deepEqual(failing, []);
});
