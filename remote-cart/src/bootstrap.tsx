import { renderStandalone } from 'shared';
import { CartPanel } from './features/cart-panel/cart-panel';
import pages from './exposed/pages';
import { OpenCartButton } from './standalone/open-cart-button';

// Standalone harness: remote-cart served on its own, with a button standing in for the navbar.
renderStandalone({
  title: 'remote-cart',
  routes: [
    { path: '/', element: OpenCartButton },
    { path: '/checkout', element: pages.checkout },
    { path: '/orders', element: pages.orders },
    { path: '/orderdet', element: pages.orderDetail },
  ],
  chrome: CartPanel,
});
