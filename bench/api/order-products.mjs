// The products of the placeOrder load. A shop's checkouts spread over its catalogue, so the load buys
// 1 unit of each of the bench category's products in turn (up to ORDER_PRODUCTS). Before, every order
// bought the same product: the rate then measured how fast PostgreSQL hands one row's lock from
// transaction to transaction (135-380 orders/s across full runs), not the API; `node
// bench/api/try-order.mjs --products 1` still measures that hot product on its own.
import { randomUUID } from 'node:crypto';
import { gql } from './client.mjs';
import { windowOf } from './order-windows.mjs';
import { QUERIES, placeOrderVariables } from './queries.mjs';

/** At most this many products of the category take the load's orders. */
export const ORDER_PRODUCTS = 12;

/** The ids of the first `count` products of `category`, as the storefront lists them. */
export async function orderProductIds(url, category, count = ORDER_PRODUCTS) {
  const variables = { page: { requestedPage: 'FIRST', nPerPage: count }, categorySlug: category, search: null };
  const page = await gql(url, QUERIES.productsPage, variables);
  const ids = page.productsPage.products.map((product) => product.id);
  if (ids.length === 0) throw new Error(`the category "${category}" has no product to order`);
  return ids;
}

/** The variables of the load's `n`th order: the products and the open windows in turn, a new idempotency key. */
export function nthOrderVariables({ productIds, windowIds }, n) {
  return placeOrderVariables(productIds[n % productIds.length], randomUUID(), windowOf(windowIds, n));
}
