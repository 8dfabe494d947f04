type Remote = 'shop' | 'cart' | 'admin';

/** What a page starts with from one remote: the exposed modules it renders and, for `./pages`, which page. */
export interface RemoteStart {
  exposes: string[];
  page?: string;
}

/** What a page needs from each remote (app-routes.tsx). */
export type RouteRemotes = Partial<Record<Remote, RemoteStart>>;

/** The pages of the host's route table (app-routes.tsx) by path, as their remote's `./pages` names them. */
const PAGES: [RegExp, Remote, string][] = [
  [/^\/(inicio\/?)?$/, 'shop', 'home'],
  [/^\/prods\/details\/[^/]+\/?$/, 'shop', 'productDetail'],
  [/^\/prods\/[^/]+\/?$/, 'shop', 'productList'],
  [/^\/demoinfo\/?$/, 'shop', 'demoinfo'],
  [/^\/faq\/?$/, 'shop', 'faq'],
  [/^\/contact\/?$/, 'shop', 'contact'],
  [/^\/login\/?$/, 'shop', 'login'],
  [/^\/register\/?$/, 'shop', 'register'],
  [/^\/confirm\/[^/]+\/?$/, 'shop', 'confirm'],
  [/^\/active\/[^/]+\/?$/, 'shop', 'activate'],
  [/^\/forgot\/?$/, 'shop', 'forgot'],
  [/^\/reset\/[^/]+\/?$/, 'shop', 'reset'],
  [/^\/checkout\/?$/, 'cart', 'checkout'],
  [/^\/orders\/?$/, 'cart', 'orders'],
  [/^\/orderdet\/?$/, 'cart', 'orderDetail'],
];
const ADMIN_PAGES = /^\/admin(\/|$)/;

/**
 * The remotes the page at `pathname` renders first, so their files (and the page's own chunks) can
 * be fetched before React starts. Shopper pages never name remote-admin; the cart panel loads on
 * the cart's first use (features/shell/use-cart-panel-wanted.ts), so no page preloads it. A path
 * of no page (the router sends it home) starts with remote-shop's pages and no page in particular.
 */
export function remotesForPath(pathname: string): RouteRemotes {
  if (ADMIN_PAGES.test(pathname)) return { admin: { exposes: ['./AdminApp'] } };
  const match = PAGES.find(([path]) => path.test(pathname));
  if (!match) return { shop: { exposes: ['./pages'] } };
  const [, remote, page] = match;
  return { [remote]: { exposes: ['./pages'], page } };
}
