import { catalogueRenderUrl } from './route-data';

describe('catalogueRenderUrl: the part of a URL the catalogue page reads', () => {
  it('keeps the path of the home and a product, and drops every query string', () => {
    expect(catalogueRenderUrl('/?utm_source=x')).toBe('/');
    expect(catalogueRenderUrl('/inicio?a=1&b=2')).toBe('/inicio');
    expect(catalogueRenderUrl('/prods/details/abc-1?buscar=uva&x=%00')).toBe('/prods/details/abc-1');
  });

  it('keeps only the trimmed search of a product list', () => {
    expect(catalogueRenderUrl('/prods/frutas?utm=1&buscar=%20uva%20roja%20&x=2')).toBe('/prods/frutas?buscar=uva+roja');
    expect(catalogueRenderUrl('/prods/frutas?buscar=uva+roja')).toBe('/prods/frutas?buscar=uva+roja');
    expect(catalogueRenderUrl('/prods/frutas?buscar=%20&v=9')).toBe('/prods/frutas');
  });

  it('is null for a page the server does not render', () => {
    expect(catalogueRenderUrl('/faq?x=1')).toBeNull();
    expect(catalogueRenderUrl('/prods/details/a/b')).toBeNull();
  });
});
