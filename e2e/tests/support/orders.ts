import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DEMO_CLIENT } from './browser-page.ts';
import type { Site } from './site.ts';

/** The earliest window with places of 44100's zone: every order of a zone books one (issue 29). */
export async function nextWindowId(site: Site): Promise<string> {
  const { deliveryCoverage } = await site.api.query<{ deliveryCoverage: { nextWindow: { id: string } | null } }>(
    'query { deliveryCoverage(postalCode: "44100") { nextWindow { id } } }',
  );
  assert.ok(deliveryCoverage.nextWindow, 'the demo zone has a window with places');
  return deliveryCoverage.nextWindow.id;
}

/**
 * A paid order of the demo client, placed through the API as the checkout would; returns its number.
 * `extra` adds PlaceOrderInput fields (e.g. deliveryWindowId; without one, the earliest with places).
 */
export async function placePaidOrder(site: Site, extra: Record<string, unknown> = {}): Promise<string> {
  const { login } = await site.api.query<{ login: { token: string } }>(
    'query ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    DEMO_CLIENT,
  );
  const [product] = await site.api.sql<{ id: string }>(
    `select p.id from products p join categories c on c.id = p.category_id
     where p.is_active and c.is_active and p.stock > 5 order by p.slug limit 1`,
  );
  const { placeOrder } = await site.api.query<{
    placeOrder: { status: boolean; message: string; order: { number: string } };
  }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { status message order { number } } }',
    {
      input: {
        idempotencyKey: randomUUID(),
        lines: [{ productId: product!.id, quantity: 2 }],
        address: { country: 'México', street1: 'Av. Juárez 100', city: 'Guadalajara', state: 'Jalisco', zip: '44100' },
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
        phone: '33 3614 2020',
        deliveryWindowId: 'deliveryWindowId' in extra ? extra.deliveryWindowId : await nextWindowId(site),
        ...extra,
      },
    },
    login.token,
  );
  assert.ok(placeOrder.status, `the order is paid: ${placeOrder.message}`);
  return placeOrder.order.number;
}
