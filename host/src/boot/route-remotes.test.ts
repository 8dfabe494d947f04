import { remotesForPath } from './route-remotes';

describe('remotesForPath', () => {
  it('preloads remote-shop pages, no page chunk (the server sends their content), never the cart panel nor remote-admin', () => {
    for (const path of ['/', '/inicio', '/prods/frutas', '/prods/details/1', '/login', '/register', '/faq', '/home']) {
      expect(remotesForPath(path)).toEqual({ shop: { exposes: ['./pages'] } });
    }
  });

  it('preloads remote-cart pages with the page for checkout and orders', () => {
    expect(remotesForPath('/checkout')).toEqual({ cart: { exposes: ['./pages'], page: 'checkout' } });
    expect(remotesForPath('/orders')).toEqual({ cart: { exposes: ['./pages'], page: 'orders' } });
    expect(remotesForPath('/orderdet')).toEqual({ cart: { exposes: ['./pages'], page: 'orderDetail' } });
  });

  it('names no page for a path the router sends home', () => {
    expect(remotesForPath('/ordersx')).toEqual({ shop: { exposes: ['./pages'] } });
  });

  it('preloads only remote-admin under /admin', () => {
    expect(remotesForPath('/admin/prods')).toEqual({ admin: { exposes: ['./AdminApp'] } });
    expect(remotesForPath('/administrar')).not.toHaveProperty('admin');
  });
});
