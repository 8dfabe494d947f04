type Remote = 'shop' | 'cart' | 'admin';

/** What a page starts with from one remote: the exposed modules it renders and, for `./pages`, which page. */
export interface RemoteStart {
  exposes: string[];
  page?: string;
}

/** What a page needs from each remote (app-routes.tsx). */
export type RouteRemotes = Partial<Record<Remote, RemoteStart>>;

/**
 * The pages whose content waits for their remote's page (app-routes.tsx), as `./pages` names them:
 * the server sends only their frame, so their chunks are preloaded with the remote's first files.
 * The catalogue and account pages arrive with their content from the server; their page chunks load
 * when the app takes over, after the page has been drawn (preloading them only moved that work
 * before the load event: +5 files and +18 KB "initial JS" on home, the same bytes in all).
 */
const FRAMED_PAGES: [RegExp, Remote, string][] = [
  [/^\/checkout\/?$/, 'cart', 'checkout'],
  [/^\/orders\/?$/, 'cart', 'orders'],
  [/^\/orderdet\/?$/, 'cart', 'orderDetail'],
];
const ADMIN_PAGES = /^\/admin(\/|$)/;

/**
 * The remotes the page at `pathname` renders first, so their files (and a framed page's own chunks)
 * can be fetched before React starts. Shopper pages never name remote-admin; the cart panel loads
 * on the cart's first use (features/shell/use-cart-panel-wanted.ts), so no page preloads it.
 */
export function remotesForPath(pathname: string): RouteRemotes {
  if (ADMIN_PAGES.test(pathname)) return { admin: { exposes: ['./AdminApp'] } };
  const framed = FRAMED_PAGES.find(([path]) => path.test(pathname));
  if (!framed) return { shop: { exposes: ['./pages'] } };
  const [, remote, page] = framed;
  return { [remote]: { exposes: ['./pages'], page } };
}
