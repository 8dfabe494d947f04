import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { queryRows } from '../db/database.js';
import { errorMessages, openSubscription } from '../test/subscription-client.js';
import { orderInput, pickProduct, placeOrder } from '../test/orders-client.js';
import { loadTypeDefs } from '../schema.js';
import { DEMO_CLIENT, useTestApi } from '../test/helper.js';

// Generated from the schema: every field whose description starts with "ADMIN only" is called
// anonymously and with a client's token, with arguments that would change data if the guard
// failed. Each must be refused, return no data and leave every table as it was.

const api = useTestApi();
const schema = buildSchema(loadTypeDefs());
const roots = [schema.getQueryType(), schema.getMutationType()].filter(Boolean) as GraphQLObjectType[];

const adminFields = roots.flatMap((root) =>
  Object.values(root.getFields())
    .filter((field) => /^ADMIN only/.test(field.description ?? ''))
    .map((field) => ({ operation: root === schema.getMutationType() ? 'mutation' : 'query', field })),
);

/** Subscriptions marked "ADMIN only" are tried over a real websocket (graphql-transport-ws). */
const adminSubscriptions = Object.values(schema.getSubscriptionType()?.getFields() ?? {}).filter((field) =>
  /^ADMIN only/.test(field.description ?? ''),
);

/** Every operation the back office uses must be marked; a new admin field without the mark fails here. */
const KNOWN_ADMIN = [
  'users',
  'dashboardTotals',
  'dashboardSales',
  'dashboardChanged',
  'createUserQuick',
  'setUserActive',
  'adminCategories',
  'saveCategory',
  'setCategoryActive',
  'moveCategory',
  'updateOrderStatus',
  'adminOrders',
  'adminOrder',
  'adminProducts',
  'adminProduct',
  'saveProduct',
  'setProductActive',
  'adminDeliveryZones',
  'saveDeliveryWindowTemplate',
  'saveDeliveryDayException',
  'removeDeliveryDayException',
  'saveDeliveryZone',
  'createDeliveryZone',
  'setDeliveryZoneActive',
  'moveOrderWindow',
  'deliveryDays',
  'deliveryRouteSheet',
  'unscheduledOrders',
  'orderDeliveryWindows',
  'dashboardDeliveries',
];

const TABLES = [
  'users',
  'categories',
  'products',
  'orders',
  'order_lines',
  'account_tokens',
  'outbox_mail',
  'delivery_window_templates',
  'delivery_day_exceptions',
  'delivery_window_bookings',
  'delivery_zones',
  'delivery_postal_ranges',
];

interface Ids {
  order: string;
  category: string;
  user: string;
  product: string;
  zone: string;
}

/** An argument value that would do harm if the guard let it through. */
function valueFor(name: string, type: GraphQLInputType, ids: Ids, fieldName: string): unknown {
  if (isNonNullType(type)) return valueFor(name, type.ofType, ids, fieldName);
  if (isListType(type)) return [valueFor(name, type.ofType, ids, fieldName)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        // A create leaves its optional id out; an update-only input (a zone) needs one.
        .filter((field) => !(name === 'input' && field.name === 'id' && !isNonNullType(field.type)))
        .map((field) => [field.name, valueFor(field.name, field.type, ids, fieldName)]),
    );
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => value.name);
    return values.includes('PREPARING') ? 'PREPARING' : values.includes('ALL') ? 'ALL' : values[0];
  }
  const scalar = getNamedType(type).name;
  if (scalar === 'ID') {
    if (/order/i.test(fieldName)) return ids.order;
    if (/categor/i.test(fieldName)) return ids.category;
    if (/product/i.test(fieldName)) return ids.product;
    if (/zone/i.test(fieldName)) return ids.zone;
    return ids.user;
  }
  if (scalar === 'Int' || scalar === 'Float') return 1;
  if (scalar === 'Boolean') return false;
  if (name === 'email') return `intruso.${randomUUID().slice(0, 8)}@example.com`;
  return 'Intruso prueba';
}

/** The field's scalar results, and `__typename` of nested objects: enough to see any data leak. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return '';
  const parts = Object.values(type.getFields()).map((child) => {
    const named = getNamedType(child.type);
    return isScalarType(named) || isEnumType(named) ? child.name : `${child.name} { __typename }`;
  });
  return `{ ${parts.join(' ')} }`;
}

function documentFor(operation: string, field: GraphQLField<unknown, unknown>) {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`);
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const signature = variables.length ? `(${variables.join(', ')})` : '';
  const call = args.length ? `(${args.join(', ')})` : '';
  return `${operation} Intruder${signature} { ${field.name}${call} ${selectionOf(field)} }`;
}

async function snapshot(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await queryRows<{ digest: string | null }>(
        api.app.database.db,
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`),
      );
      return [table, row?.digest ?? ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Refused: status false and nothing but the refusal (no rows, no record, no numbers). */
function assertRefused(name: string, who: string, result: Record<string, unknown> | null | undefined) {
  assert.ok(result, `${name} (${who}) answered no result object`);
  assert.equal(result.status, false, `${name} (${who}) was not refused`);
  for (const [key, value] of Object.entries(result)) {
    if (['status', 'message', '__typename'].includes(key)) continue;
    const empty = value === null || (Array.isArray(value) && value.length === 0);
    assert.ok(empty, `${name} (${who}) returned data in ${key}: ${JSON.stringify(value)}`);
  }
}

test('the schema marks every back-office operation "ADMIN only"', () => {
  const marked = [...adminFields.map(({ field }) => field.name), ...adminSubscriptions.map((field) => field.name)];
  for (const name of KNOWN_ADMIN) assert.ok(marked.includes(name), `${name} is not marked ADMIN only`);
});

test('every ADMIN-only operation refuses anonymous callers and clients, returns nothing and changes nothing', async () => {
  await api.ready();
  const product = await pickProduct(api, 0, { stock: 30 });
  const clientToken = await api.tokenFor(DEMO_CLIENT);
  const placed = await placeOrder(api, clientToken, orderInput([{ productId: product.id, quantity: 1 }]));
  assert.ok(placed.order, 'a paid order to aim at');
  const [category] = await queryRows<{ id: string }>(api.app.database.db, sql`select id from categories limit 1`);
  const [client] = await queryRows<{ id: string }>(
    api.app.database.db,
    sql`select id from users where email = ${DEMO_CLIENT.email}`,
  );
  const [zone] = await queryRows<{ id: string }>(api.app.database.db, sql`select id from delivery_zones limit 1`);
  const ids: Ids = {
    order: placed.order.id,
    category: category!.id,
    user: client!.id,
    product: product.id,
    zone: zone!.id,
  };
  // The order's e-mail is marked sent by the outbox worker: let it finish before comparing tables.
  await api.app.services.mail.whenDelivered();

  const before = await snapshot();
  for (const { operation, field } of adminFields) {
    const variables = Object.fromEntries(
      field.args.map((arg) => [arg.name, valueFor(arg.name, arg.type, ids, field.name)]),
    );
    for (const [who, authorization] of [
      ['anonymous', undefined],
      ['client', clientToken],
    ] as const) {
      const { statusCode, body } = await api.gql<Record<string, Record<string, unknown>>>(
        documentFor(operation, field),
        {
          variables,
          authorization,
        },
      );
      assert.equal(statusCode, 200, `${field.name} (${who}): HTTP ${statusCode} ${JSON.stringify(body.errors)}`);
      assert.equal(body.errors, undefined, `${field.name} (${who}): ${JSON.stringify(body.errors)}`);
      assertRefused(field.name, who, body.data?.[field.name]);
    }
  }
  assert.deepEqual(await snapshot(), before, 'no table changed');
});

test('every ADMIN-only subscription answers anonymous callers and clients an error and sends them nothing', async (t) => {
  await api.ready();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `ws://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/graphql`;
  const clientToken = await api.tokenFor(DEMO_CLIENT);
  const ids: Ids = {
    order: randomUUID(),
    category: randomUUID(),
    user: randomUUID(),
    product: randomUUID(),
    zone: randomUUID(),
  };
  const opened = adminSubscriptions.flatMap((field) => {
    const variables = Object.fromEntries(
      field.args.map((arg) => [arg.name, valueFor(arg.name, arg.type, ids, field.name)]),
    );
    return [
      ['anonymous', undefined],
      ['client', clientToken],
    ].map(([who, token]) => ({
      name: `${field.name} (${who})`,
      subscription: openSubscription(url, documentFor('subscription', field), token, variables),
    }));
  });
  t.after(() => Promise.all(opened.map(({ subscription }) => subscription.close())));
  for (const { name, subscription } of opened) {
    assert.ok(await subscription.until(() => subscription.errors.length > 0), `${name} was not refused`);
  }
  // Something every subscriber would hear, had the guard let it in.
  api.app.services.events.dashboardChanged();
  await new Promise((resolve) => setTimeout(resolve, 600));
  for (const { name, subscription } of opened) {
    assert.deepEqual(errorMessages(subscription), ['Esta operación requiere una cuenta de administrador.'], name);
    assert.deepEqual(subscription.received, [], `${name} received data`);
  }
});
