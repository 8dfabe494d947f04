/** What a page needs from each remote: the exposed modules it renders (app-routes.tsx). */
export type RouteRemotes = Partial<Record<'shop' | 'cart' | 'admin', string[]>>;

const CART_PAGES = /^\/(checkout|orders|orderdet)(\/|$)/;
const ADMIN_PAGES = /^\/admin(\/|$)/;

/**
 * The remotes the page at `pathname` renders first, so their files can be fetched before React
 * starts. Shopper pages never name remote-admin; the cart panel loads on the cart's first use
 * (features/shell/use-cart-panel-wanted.ts), so no page preloads it.
 */
export function remotesForPath(pathname: string): RouteRemotes {
  if (ADMIN_PAGES.test(pathname)) return { admin: ['./AdminApp'] };
  if (CART_PAGES.test(pathname)) return { cart: ['./pages'] };
  return { shop: ['./pages'] };
}
