import '../styles.css';
import { lazy, type ComponentType } from 'react';

/**
 * Pages the host routes to (checkout, orders, orderdet), each its own chunk. Mis compras and its
 * detail are the kit's (issue 30): plain lazy pages, no antd scope fetched beside them.
 */
const pages = {
  checkout: lazy(() => import('../features/checkout/checkout-page')),
  orders: lazy(() => import('../features/orders/my-orders-page')),
  orderDetail: lazy(() => import('../features/orders/order-detail-page')),
} satisfies Record<string, ComponentType<object>>;

export default pages;
