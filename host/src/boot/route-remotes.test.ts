import { remotesForPath } from './route-remotes';

describe('remotesForPath', () => {
  it('preloads remote-shop pages with the page for shopper pages, not the cart panel (first use) and never remote-admin', () => {
    const pages: [string, string][] = [
      ['/', 'home'],
      ['/inicio', 'home'],
      ['/prods/frutas', 'productList'],
      ['/prods/details/1', 'productDetail'],
      ['/login', 'login'],
      ['/register', 'register'],
      ['/faq', 'faq'],
      ['/confirm/abc', 'confirm'],
      ['/reset/abc', 'reset'],
    ];
    for (const [path, page] of pages) expect(remotesForPath(path)).toEqual({ shop: { exposes: ['./pages'], page } });
  });

  it('preloads remote-cart pages with the page for checkout and orders', () => {
    expect(remotesForPath('/checkout')).toEqual({ cart: { exposes: ['./pages'], page: 'checkout' } });
    expect(remotesForPath('/orders')).toEqual({ cart: { exposes: ['./pages'], page: 'orders' } });
    expect(remotesForPath('/orderdet')).toEqual({ cart: { exposes: ['./pages'], page: 'orderDetail' } });
  });

  it('names no page for a path the router sends home', () => {
    expect(remotesForPath('/ordersx')).toEqual({ shop: { exposes: ['./pages'] } });
    expect(remotesForPath('/home')).toEqual({ shop: { exposes: ['./pages'] } });
  });

  it('preloads only remote-admin under /admin', () => {
    expect(remotesForPath('/admin/prods')).toEqual({ admin: { exposes: ['./AdminApp'] } });
    expect(remotesForPath('/administrar')).not.toHaveProperty('admin');
  });
});
