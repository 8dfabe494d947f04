// The placeOrder check: stock raised before, read after, and start − orders placed = end.
import { gql, login } from './client.mjs';
import { DEMO } from './demo.mjs';
import { sql } from './server.mjs';

const BENCH_STOCK = 99_999; // the most saveProduct accepts; far above what a run sells

/** Stock of the products (their sum) and order count of the bench client, read through the API. */
export async function snapshot(url, token, productIds) {
  const [orders, ...stocks] = await Promise.all([
    gql(url, 'query { myOrders(page: { nPerPage: 1 }) { paginationRes { totalDocs } } }', {}, token),
    ...productIds.map((id) => gql(url, 'query ($id: ID!) { product(id: $id) { product { stock } } }', { id }, token)),
  ]);
  return {
    stock: stocks.reduce((sum, data) => sum + data.product.product.stock, 0),
    orders: orders.myOrders.paginationRes.totalDocs,
  };
}

/** Orders still in flight when autocannon stopped finish on the server: read until two reads agree. */
export async function settledSnapshot(url, token, productIds) {
  let last = await snapshot(url, token, productIds);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await snapshot(url, token, productIds);
    if (next.stock === last.stock && next.orders === last.orders) return next;
    last = next;
  }
}

/** Raises the stock of each product far above what a run sells. */
export async function raiseStock(api, databaseUrl, productIds) {
  for (const productId of productIds) await raiseOne(api, databaseUrl, productId);
}

/** PostgreSQL: one SQL update. PGlite lives inside the API process: the admin's saveProduct instead. */
async function raiseOne(api, databaseUrl, productId) {
  if (databaseUrl) {
    await sql(databaseUrl, 'update products set stock = $1, max_per_order = 999 where id = $2', [
      BENCH_STOCK,
      productId,
    ]);
    return;
  }
  const admin = await login(api.url, DEMO.admin);
  const fields = 'id name description unit categoryId price { base discountPercentage } isActive';
  const { adminProduct } = await gql(
    api.url,
    `query ($id: ID!) { adminProduct(id: $id) { product { ${fields} } } }`,
    { id: productId },
    admin,
  );
  const { price, ...product } = adminProduct.product;
  const input = {
    ...product,
    basePrice: price.base,
    discountPercentage: price.discountPercentage,
    stock: BENCH_STOCK,
    maxPerOrder: 999,
  };
  const { saveProduct } = await gql(
    api.url,
    'mutation ($input: ProductInput!) { saveProduct(input: $input) { status message } }',
    { input },
    admin,
  );
  if (!saveProduct.status) throw new Error(`saveProduct: ${saveProduct.message}`);
}

/** PostgreSQL: units of the products held by orders that are not cancelled. */
export async function unitsInOrders(databaseUrl, productIds) {
  const [row] = await sql(
    databaseUrl,
    `select coalesce(sum(l.quantity), 0)::int as units from order_lines l join orders o on o.id = l.order_id
     where l.product_id = any($1) and o.status <> 'CANCELLED'`,
    [productIds],
  );
  return row.units;
}
