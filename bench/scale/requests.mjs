// The GraphQL requests the scale section times, from the apps' own .graphql documents, and the
// variables of each (first and deepest product pages, the filtered admin order list, the dashboard).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QUERIES } from '../api/queries.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (...files) => files.map((file) => readFileSync(path.join(ROOT, file), 'utf8')).join('\n');
const ADMIN = 'remote-admin/src/features';

/** One fragment of a .graphql file of fragments (a document must not carry unused ones). */
function fragment(file, name) {
  const found = read(file)
    .split(/(?=^fragment )/m)
    .find((part) => part.startsWith(`fragment ${name} `));
  if (!found) throw new Error(`fragment ${name} not found in ${file}`);
  return found;
}

export const DOCUMENTS = {
  productsPage: QUERIES.productsPage,
  adminOrders: read(`${ADMIN}/orders/api/admin-orders.graphql`, 'shared/src/orders/api/order-list.fragment.graphql'),
  dashboardSales: `query dashboardSales { dashboardSales { ...DashboardSalesFields } }\n${fragment(
    `${ADMIN}/dashboard/api/dashboard-fields.graphql`,
    'DashboardSalesFields',
  )}`,
  dashboard: read(`${ADMIN}/dashboard/api/dashboard.graphql`, `${ADMIN}/dashboard/api/dashboard-fields.graphql`),
  deliveryWindows: read(
    'remote-cart/src/features/checkout/api/delivery-windows.graphql',
    'shared/src/delivery-coverage/api/delivery-window-choice.fragment.graphql',
  ),
};

/** The storefront's page size (PAGE_SIZE_DEFAULT) and the admin order list's (orders-page.tsx). */
export const SHOP_PAGE_SIZE = 4;
export const ADMIN_PAGE_SIZE = 10;
const DAY_MS = 86_400_000;

/** A calendar day in Mexico City (UTC-6, no daylight saving time), as adminOrders' from/to take it. */
export function shopDate(time) {
  return new Date(time - 6 * 3_600_000).toISOString().slice(0, 10);
}

/** The deepest page reached by NEXT: from the end cursor of the page before the last one. */
export function nextToLastPage(lastPage, cursor) {
  return {
    requestedPage: 'NEXT',
    nPerPage: SHOP_PAGE_SIZE,
    pageNum: Math.max(0, lastPage.pageNum - 1),
    endValue: cursor.value,
    endId: cursor.id,
  };
}

const productsRequest = (label, categorySlug, page) => ({
  label,
  document: DOCUMENTS.productsPage,
  variables: { page, categorySlug, search: null },
  admin: false,
});

export const firstProductsPage = (label, categorySlug) =>
  productsRequest(label, categorySlug, { requestedPage: 'FIRST', nPerPage: SHOP_PAGE_SIZE });

export const lastProductsPage = (label, categorySlug) =>
  productsRequest(label, categorySlug, { requestedPage: 'LAST', nPerPage: SHOP_PAGE_SIZE });

export const deepNextProductsPage = (label, categorySlug, page) => productsRequest(label, categorySlug, page);

/** adminOrders of one state created in the last `days` days (today included), first page, newest first. */
export function adminOrdersRequest(label, status, days, now = Date.now()) {
  return {
    label,
    document: DOCUMENTS.adminOrders,
    variables: {
      page: { requestedPage: 'FIRST', nPerPage: ADMIN_PAGE_SIZE },
      status,
      from: shopDate(now - (days - 1) * DAY_MS),
      to: shopDate(now),
    },
    admin: true,
  };
}

export const dashboardSalesRequest = (label) => ({
  label,
  document: DOCUMENTS.dashboardSales,
  variables: {},
  admin: true,
});

export const dashboardRequest = (label) => ({ label, document: DOCUMENTS.dashboard, variables: {}, admin: true });

/** The checkout's window picker: a postal code's zone, its windows for the next 7 days with what is left (issue 18). */
export const deliveryWindowsRequest = (label, postalCode) => ({
  label,
  document: DOCUMENTS.deliveryWindows,
  variables: { postalCode },
  admin: false,
});
