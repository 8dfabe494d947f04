// The GraphQL documents of the API section, read from the apps' own .graphql files so the bench
// sends exactly what the storefront sends (fragments appended where the document uses them).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (...files) => files.map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');

const CATALOGUE = 'remote-shop/src/features/catalogue/api';

export const QUERIES = {
  ceiling: '{ __typename }',
  productsPage: read(`${CATALOGUE}/products-page.graphql`, `${CATALOGUE}/product-card-fields.graphql`),
  product: read(`${CATALOGUE}/product.graphql`, `${CATALOGUE}/product-card-fields.graphql`),
  categories: read('remote-shop/src/features/home/api/categories.graphql'),
  validateTokenExt: read('host/src/features/session/api/validate-token-ext.graphql'),
  login: read('remote-shop/src/features/auth/api/login.graphql'),
  placeOrder: read(
    'remote-cart/src/features/checkout/api/place-order.graphql',
    'remote-cart/src/features/checkout/api/order-fields.graphql',
  ),
};

/** The storefront's first page of a category (PAGE_SIZE_DEFAULT = 4 cards, as the shop asks for). */
export const firstPageVariables = (categorySlug) => ({
  page: { requestedPage: 'FIRST', nPerPage: 4 },
  categorySlug,
  search: null,
});

/**
 * One checkout of 1 unit of `productId`, booked into `deliveryWindowId` (order-windows.mjs opens
 * them), paid with the test provider's always-approved card. The address is the API tests' own
 * (api/src/test/orders-client.ts ADDRESS), written here again because the bench is plain JS that
 * drives a running site and imports nothing of the API's TypeScript.
 */
export const placeOrderVariables = (productId, idempotencyKey, deliveryWindowId) => ({
  input: {
    idempotencyKey,
    deliveryWindowId,
    lines: [{ productId, quantity: 1 }],
    address: {
      country: 'México',
      street1: 'Av. Juárez 100',
      street2: null,
      city: 'Guadalajara',
      state: 'Jalisco',
      zip: '44100',
    },
    card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
    phone: '33 3614 2020',
  },
});
