import { remotesForPath } from './route-remotes';

describe('remotesForPath', () => {
  it('preloads remote-shop pages and the cart panel for shopper pages, never remote-admin', () => {
    for (const path of ['/', '/inicio', '/prods/frutas', '/prods/details/1', '/login', '/faq']) {
      expect(remotesForPath(path)).toEqual({ shop: ['./pages'], cart: ['./CartPanel'] });
    }
  });

  it('preloads remote-cart pages for checkout and orders', () => {
    expect(remotesForPath('/checkout')).toEqual({ cart: ['./CartPanel', './pages'] });
    expect(remotesForPath('/orderdet')).toEqual({ cart: ['./CartPanel', './pages'] });
  });

  it('preloads only remote-admin under /admin', () => {
    expect(remotesForPath('/admin/prods')).toEqual({ admin: ['./AdminApp'] });
    expect(remotesForPath('/administrar')).not.toHaveProperty('admin');
  });
});
