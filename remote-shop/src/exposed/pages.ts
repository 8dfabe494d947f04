import '../styles.css';
import { lazy, type ComponentType } from 'react';

/**
 * Pages the host routes to, each its own chunk. Keys are the names the host's route table uses.
 * Every page is plain React on the shop's kit (`shared/ui`): antd is the admin's vocabulary only
 * (issue 30), so no shopper page here fetches it. Each chunk is named `page-<key>`: the manifest
 * lists its files so the host preloads the route's page (webpack/federation/page-chunks.cjs).
 */
const pages = {
  home: lazy(() => import(/* webpackChunkName: "page-home" */ '../features/home/home-page')),
  demoinfo: lazy(() => import(/* webpackChunkName: "page-demoinfo" */ '../features/content/demo-info-page')),
  productList: lazy(() => import(/* webpackChunkName: "page-productList" */ '../features/catalogue/product-list-page')),
  productDetail: lazy(
    () => import(/* webpackChunkName: "page-productDetail" */ '../features/catalogue/product-detail-page'),
  ),
  faq: lazy(() => import(/* webpackChunkName: "page-faq" */ '../features/content/faq-page')),
  contact: lazy(() => import(/* webpackChunkName: "page-contact" */ '../features/content/contact-page')),
  login: lazy(() => import(/* webpackChunkName: "page-login" */ '../features/auth/login-page')),
  register: lazy(() => import(/* webpackChunkName: "page-register" */ '../features/account/register-page')),
  confirm: lazy(() => import(/* webpackChunkName: "page-confirm" */ '../features/account/confirm-page')),
  activate: lazy(() => import(/* webpackChunkName: "page-activate" */ '../features/account/activate-page')),
  forgot: lazy(() => import(/* webpackChunkName: "page-forgot" */ '../features/account/forgot-page')),
  reset: lazy(() => import(/* webpackChunkName: "page-reset" */ '../features/account/reset-page')),
} satisfies Record<string, ComponentType<object>>;

export default pages;
