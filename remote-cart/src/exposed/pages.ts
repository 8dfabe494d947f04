import '../styles.css';
import { lazy, type ComponentType } from 'react';

/** Pages the host routes to (checkout, orders, orderdet), each its own chunk. */
const pages = {
  checkout: lazy(() => import('../features/coming-soon/coming-soon-page')),
  orders: lazy(() => import('../features/coming-soon/coming-soon-page')),
  orderDetail: lazy(() => import('../features/coming-soon/coming-soon-page')),
} satisfies Record<string, ComponentType<object>>;

export default pages;
