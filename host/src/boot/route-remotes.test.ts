import { remotesForPath } from './route-remotes';

describe('remotesForPath', () => {
  it('preloads remote-shop pages for shopper pages, not the cart panel (first use) and never remote-admin', () => {
    for (const path of ['/', '/inicio', '/prods/frutas', '/prods/details/1', '/login', '/faq']) {
      expect(remotesForPath(path)).toEqual({ shop: ['./pages'] });
    }
  });

  it('preloads remote-cart pages for checkout and orders', () => {
    expect(remotesForPath('/checkout')).toEqual({ cart: ['./pages'] });
    expect(remotesForPath('/orderdet')).toEqual({ cart: ['./pages'] });
  });

  it('preloads only remote-admin under /admin', () => {
    expect(remotesForPath('/admin/prods')).toEqual({ admin: ['./AdminApp'] });
    expect(remotesForPath('/administrar')).not.toHaveProperty('admin');
  });
});
