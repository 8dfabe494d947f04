/** What a page needs from each remote: the exposed modules it renders (app-routes.tsx). */
export type RouteRemotes = Partial<Record<'shop' | 'cart' | 'admin', string[]>>;

const CART_PAGES = /^\/(checkout|orders|orderdet)(\/|$)/;
const ADMIN_PAGES = /^\/admin(\/|$)/;

/**
 * The remotes the page at `pathname` renders first, so their files can be fetched before React
 * starts. Shopper pages never name remote-admin; every shell page shows the cart panel.
 */
export function remotesForPath(pathname: string): RouteRemotes {
  if (ADMIN_PAGES.test(pathname)) return { admin: ['./AdminApp'] };
  if (CART_PAGES.test(pathname)) return { cart: ['./CartPanel', './pages'] };
  return { shop: ['./pages'], cart: ['./CartPanel'] };
}
