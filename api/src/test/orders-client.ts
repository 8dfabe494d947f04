import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/database.js';
import type { TestApi } from './helper.js';
import { products } from '../modules/products/products.table.js';

export const ORDER_FIELDS = `id number status createdAt updatedAt cardBrand cardLast4
  lines { productId name unit imageUrl quantity unitBasePrice discountPercentage unitPrice lineTotal }
  totals { subtotal discount tax shipping total freeShippingFrom }
  address { country street1 street2 city state zip } phone deliveryNote`;

export const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) {
  placeOrder(input: $input) { status message code field order { ${ORDER_FIELDS} } problems { productId code message available } }
}`;

export interface OrderData {
  id: string;
  number: string;
  status: string;
  createdAt: string;
  cardBrand: string | null;
  cardLast4: string | null;
  lines: { productId: string; name: string; quantity: number; unitPrice: number; lineTotal: number }[];
  totals: {
    subtotal: number;
    discount: number;
    tax: number;
    shipping: number;
    total: number;
    freeShippingFrom: number | null;
  };
  address: Record<string, string | null>;
  phone: string | null;
  deliveryNote: string | null;
}

export interface PlaceOrderData {
  status: boolean;
  message: string;
  code: string | null;
  field: string | null;
  order: OrderData | null;
  problems: { productId: string; code: string; message: string; available: number }[];
}

export const ADDRESS = {
  country: 'México',
  street1: 'Av. Juárez 100',
  street2: 'Col. Centro',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip: '44100',
};
/** The contact phone as a shopper may type it; stored as its 10 digits, PHONE_DIGITS. */
export const PHONE = '+52 (33) 3614-2020';
export const PHONE_DIGITS = '3336142020';
export const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

export function orderInput(lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  return { idempotencyKey: randomUUID(), lines, address: ADDRESS, card: CARD, phone: PHONE, ...extra };
}

const NEXT_WINDOW = `query ($postalCode: String!) { deliveryCoverage(postalCode: $postalCode) { nextWindow { id } } }`;

/**
 * Every order of a zone books a window (issue 29). An input without the key `deliveryWindowId`
 * gets the zone's earliest window with places, written INTO the input object: the same input sent
 * again (a replay, or spread into a variant) keeps the same window, so the same fingerprint. Tests
 * of the window itself pass the key (null to leave it out).
 */
async function withWindow(api: TestApi, input: Record<string, unknown>) {
  if ('deliveryWindowId' in input) return input;
  const zip = (input.address as { zip?: string } | undefined)?.zip ?? '';
  const { body } = await api.gql<{ deliveryCoverage: { nextWindow: { id: string } | null } }>(NEXT_WINDOW, {
    variables: { postalCode: zip },
  });
  if (!('deliveryWindowId' in input)) input.deliveryWindowId = body.data?.deliveryCoverage.nextWindow?.id ?? null;
  return input;
}

export async function placeOrder(api: TestApi, token: string | undefined, given: Record<string, unknown>) {
  const input = await withWindow(api, given);
  const { statusCode, body } = await api.gql<{ placeOrder: PlaceOrderData }>(PLACE_ORDER, {
    variables: { input },
    authorization: token,
  });
  assert.equal(statusCode, 200, JSON.stringify(body.errors));
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!.placeOrder;
}

/** An active product in an active category, by slug order, with the given stock and limit. */
export async function pickProduct(api: TestApi, index = 0, set: Partial<typeof products.$inferInsert> = {}) {
  const { db } = api.app.database;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.id from products p join categories c on c.id = p.category_id
        where p.is_active and c.is_active order by p.slug offset ${index} limit 1`,
  );
  const id = rows[0]!.id;
  if (Object.keys(set).length > 0) {
    await db.update(products).set(set).where(eq(products.id, id));
    api.app.responseCache.invalidate(); // changed by SQL, behind the API's back
  }
  const [product] = await db.select().from(products).where(eq(products.id, id));
  return product!;
}

export async function stockOf(api: TestApi, id: string): Promise<number> {
  const [row] = await api.app.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

export async function countRows(api: TestApi, table: 'orders' | 'order_lines' | 'payments_test'): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    api.app.database.db,
    sql`select count(*)::int as total from ${sql.identifier(table)}`,
  );
  return row!.total;
}
