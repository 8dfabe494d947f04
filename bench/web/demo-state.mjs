// What the logged-in pages need, prepared through the API: the demo accounts' sessions (as the shell
// stores them in localStorage 'session'), a cart of two products (localStorage 'cart'), one order.
import { randomUUID } from 'node:crypto';
import { gql } from '../api/client.mjs';
import { DEMO } from '../api/demo.mjs';
import { openOrderWindows } from '../api/order-windows.mjs';
import { QUERIES, firstPageVariables, placeOrderVariables } from '../api/queries.mjs';

const STORED_FOR_MS = 24 * 60 * 60 * 1000;

/** The payload part of a JWT (no check: the API issued it a moment ago). */
export function tokenClaims(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** localStorage 'session' text for a login answer, as shared/src/session/session-storage.ts writes it. */
export function storedSession({ token, user }, nowMs = Date.now()) {
  const value = {
    token,
    label: user.name ?? '',
    role: user.role === 'ADMIN' ? 'admin' : 'client',
    userId: user.id ?? null,
    expireTime: tokenClaims(token).exp,
    isEmailVerified: user.isEmailVerified === true,
  };
  return JSON.stringify({ value, storedUntil: nowMs + STORED_FOR_MS });
}

/** localStorage 'cart' text: one unit of each product, as shared/src/cart (cartItemFromProduct) stores it. */
export function storedCart(products) {
  return JSON.stringify(
    products.map((product) => ({
      id: product.id,
      name: product.name,
      imageUrl: product.imageUrl ?? '',
      quantity: 1,
      basePrice: product.price.base,
      discountPerc: product.price.discountPercentage,
      finalPrice: product.price.priceAfterDiscount,
      total: product.price.priceAfterDiscount,
      stock: product.stock,
      maxPerOrder: product.maxPerOrder,
    })),
  );
}

async function logIn(apiUrl, { email, password }) {
  const { login } = await gql(apiUrl, QUERIES.login, { email, password, include: false });
  if (!login.token) throw new Error(`login ${email}: ${login.message}`);
  return login;
}

/** Sessions, the cart, the product of the product page and one placed order of the demo client. */
export async function prepareDemo(apiUrl) {
  const category = DEMO.category;
  const { productsPage } = await gql(apiUrl, QUERIES.productsPage, firstPageVariables(category));
  const products = productsPage.products.filter((product) => product.stock > 1);
  if (products.length < 2) throw new Error(`category ${category} has fewer than 2 products in stock`);
  const client = await logIn(apiUrl, DEMO.client);
  const admin = await logIn(apiUrl, DEMO.admin);
  const [windowId] = await openOrderWindows(apiUrl);
  const variables = placeOrderVariables(products[1].id, randomUUID(), windowId);
  const { placeOrder } = await gql(apiUrl, QUERIES.placeOrder, variables, client.token);
  const orderNumber = placeOrder.order?.number;
  const orderId = placeOrder.order?.id;
  if (!orderNumber) throw new Error(`placeOrder for the orders page: ${JSON.stringify(placeOrder).slice(0, 300)}`);
  return {
    category,
    product: { id: products[0].id, name: products[0].name },
    cartProducts: products.slice(0, 2).map((product) => product.name),
    orderNumber,
    orderId,
    storage: {
      client: { session: storedSession(client), cart: storedCart(products.slice(0, 2)) },
      admin: { session: storedSession(admin) },
    },
  };
}
