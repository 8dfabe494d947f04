// Paths of the composed site (spec 2). Parameterised paths are functions so a caller never
// forgets to encode a value (a category name may contain spaces or accents).

/** The category slug of the list that spans every category (search results use it). */
export const ALL_CATEGORIES_SLUG = 'todas';
/** Query parameter of the product list that carries the navbar's search text. */
export const SEARCH_PARAM = 'buscar';

/**
 * Every route path of the site. `home` (/home) is not a page of its own: the spec names it as
 * the shop route, and the host redirects it to the home page.
 */
export const ROUTES = {
  root: '/',
  inicio: '/inicio',
  home: '/home',
  demoinfo: '/demoinfo',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  checkout: '/checkout',
  orders: '/orders',
  orderDetail: '/orderdet',
  faq: '/faq',
  contact: '/contact',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminCategories: '/admin/categories',
  adminProducts: '/admin/prods',
  adminOrders: '/admin/custorders',
  adminOrderDetail: '/admin/custorderdet',
  adminDeliveries: '/admin/deliveries',
  adminDeliverySetup: '/admin/delivery-setup',
  productList: (category: string) => `/prods/${encodeURIComponent(category)}`,
  /** The product list of every category narrowed by a search text. */
  search: (text: string) =>
    `/prods/${ALL_CATEGORIES_SLUG}?${new URLSearchParams({ [SEARCH_PARAM]: text.trim() }).toString()}`,
  productDetail: (id: string) => `/prods/details/${encodeURIComponent(id)}`,
  adminProduct: (id: string) => `/admin/product/${encodeURIComponent(id)}`,
  /** The route sheet of one delivery window (its id, `<templateId>:<YYYY-MM-DD>`). */
  adminRouteSheet: (windowId: string) => `/admin/deliveries/${encodeURIComponent(windowId)}`,
  confirm: (token: string) => `/confirm/${encodeURIComponent(token)}`,
  activate: (token: string) => `/active/${encodeURIComponent(token)}`,
  reset: (token: string) => `/reset/${encodeURIComponent(token)}`,
} as const;
