// What the scale section asks the API, by name: the names the budgets and the report read.
import { send } from './measure.mjs';
import {
  adminOrdersRequest,
  dashboardRequest,
  dashboardSalesRequest,
  deliveryWindowsRequest,
  deepNextProductsPage,
  firstProductsPage,
  lastProductsPage,
  nextToLastPage,
  SHOP_PAGE_SIZE,
} from './requests.mjs';

/** The page before the last one, as the shop reaches it (LAST, then PREV): its end cursor leads to the last page by NEXT. */
async function deepNextRequest(url, label, categorySlug) {
  const last = await send(url, lastProductsPage(label, categorySlug));
  const before = await send(
    url,
    deepNextProductsPage(label, categorySlug, {
      requestedPage: 'PREV',
      nPerPage: SHOP_PAGE_SIZE,
      pageNum: last.paginationRes.pageNum,
      startValue: last.paginationRes.startValue,
      startId: last.paginationRes.startId,
    }),
  );
  const cursor = { value: before.paginationRes.endValue, id: before.paginationRes.endId };
  return deepNextProductsPage(label, categorySlug, nextToLastPage(last.paginationRes, cursor));
}

export async function scaleRequests(url, biggestSlug) {
  const inCategory = `category «${biggestSlug}»`;
  return {
    categoryFirst: firstProductsPage(`product list, ${inCategory}: first page`, biggestSlug),
    categoryLast: lastProductsPage(`product list, ${inCategory}: last page (LAST)`, biggestSlug),
    categoryNext: await deepNextRequest(url, `product list, ${inCategory}: last page by NEXT`, biggestSlug),
    allFirst: firstProductsPage('product list, every category: first page', null),
    allLast: lastProductsPage('product list, every category: last page (LAST)', null),
    allNext: await deepNextRequest(url, 'product list, every category: last page by NEXT', null),
    adminOrdersMonth: adminOrdersRequest('admin orders: DELIVERED, last 30 days, first page', 'DELIVERED', 30),
    adminOrdersYear: adminOrdersRequest('admin orders: CANCELLED, last 365 days, first page', 'CANCELLED', 365),
    dashboardSales: dashboardSalesRequest('dashboardSales (today, month, 30 days, low stock)'),
    dashboard: dashboardRequest('dashboard page (dashboardTotals + dashboardSales)'),
    deliveryWindows: deliveryWindowsRequest('deliveryWindows: the zone of 44160, next 7 days', '44160'),
  };
}
