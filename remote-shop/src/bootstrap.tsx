import { renderStandalone } from 'shared';
import pages from './exposed/pages';

// Standalone harness: remote-shop served on its own, for the team that owns it.
renderStandalone({
  title: 'remote-shop',
  routes: [
    { path: '/', element: pages.home },
    { path: '/prods/:category', element: pages.productList },
    { path: '/login', element: pages.login },
    { path: '/demoinfo', element: pages.demoinfo },
    { path: '/faq', element: pages.faq },
  ],
});
