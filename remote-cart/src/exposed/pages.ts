import '../styles.css';
import { lazy, type ComponentType } from 'react';
import { lazyAntdPage } from 'shared/antd';

/** Pages the host routes to (checkout, orders, orderdet), each its own chunk; their forms and tables use antd. */
const pages = {
  // Plain kit, no antd (issue 30).
  checkout: lazy(() => import('../features/checkout/checkout-page')),
  orders: lazyAntdPage(() => import('../features/orders/my-orders-page')),
  orderDetail: lazyAntdPage(() => import('../features/orders/order-detail-page')),
} satisfies Record<string, ComponentType<object>>;

export default pages;
