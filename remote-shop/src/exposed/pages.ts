import '../styles.css';
import { lazy, type ComponentType } from 'react';

/**
 * Pages the host routes to, each its own chunk. Keys are the names the host's route table uses.
 * Every page is plain React on the shop's kit (`shared/ui`): antd is the admin's vocabulary only
 * (issue 30), so no shopper page here fetches it.
 */
const pages = {
  home: lazy(() => import('../features/home/home-page')),
  demoinfo: lazy(() => import('../features/content/demo-info-page')),
  productList: lazy(() => import('../features/catalogue/product-list-page')),
  productDetail: lazy(() => import('../features/catalogue/product-detail-page')),
  faq: lazy(() => import('../features/content/faq-page')),
  contact: lazy(() => import('../features/content/contact-page')),
  login: lazy(() => import('../features/auth/login-page')),
  register: lazy(() => import('../features/account/register-page')),
  confirm: lazy(() => import('../features/account/confirm-page')),
  activate: lazy(() => import('../features/account/activate-page')),
  forgot: lazy(() => import('../features/account/forgot-page')),
  reset: lazy(() => import('../features/account/reset-page')),
} satisfies Record<string, ComponentType<object>>;

export default pages;
