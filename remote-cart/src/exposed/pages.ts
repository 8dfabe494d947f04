import '../styles.css';
import { lazy, type ComponentType } from 'react';

/**
 * Pages the host routes to (checkout, orders, orderdet), each its own chunk. Mis compras and its
 * detail are the kit's (issue 30): plain lazy pages, no antd scope fetched beside them. Each chunk
 * is named `page-<key>`: the manifest lists its files so the host preloads the route's page
 * (webpack/federation/page-chunks.cjs).
 */
const pages = {
  checkout: lazy(() => import(/* webpackChunkName: "page-checkout" */ '../features/checkout/checkout-page')),
  orders: lazy(() => import(/* webpackChunkName: "page-orders" */ '../features/orders/my-orders-page')),
  orderDetail: lazy(() => import(/* webpackChunkName: "page-orderDetail" */ '../features/orders/order-detail-page')),
} satisfies Record<string, ComponentType<object>>;

export default pages;
