import '../styles.css';
import { lazy, type ComponentType } from 'react';
import { lazyAntdPage } from 'shared/antd';

/**
 * Pages the host routes to, each its own chunk. Keys are the names the host's route table uses.
 * The catalogue pages (home, list, detail, faq) are plain React; the forms and cards use antd,
 * which lazyAntdPage loads with its theme only when such a page is entered.
 */
const pages = {
  home: lazy(() => import('../features/home/home-page')),
  demoinfo: lazyAntdPage(() => import('../features/content/demo-info-page')),
  productList: lazy(() => import('../features/catalogue/product-list-page')),
  productDetail: lazy(() => import('../features/catalogue/product-detail-page')),
  faq: lazy(() => import('../features/content/faq-page')),
  contact: lazyAntdPage(() => import('../features/content/contact-page')),
  login: lazyAntdPage(() => import('../features/auth/login-page')),
  register: lazyAntdPage(() => import('../features/account/register-page')),
  confirm: lazyAntdPage(() => import('../features/account/confirm-page')),
  activate: lazyAntdPage(() => import('../features/account/activate-page')),
  forgot: lazyAntdPage(() => import('../features/account/forgot-page')),
  reset: lazyAntdPage(() => import('../features/account/reset-page')),
} satisfies Record<string, ComponentType<object>>;

export default pages;
