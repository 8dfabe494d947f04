import type { FirstRenderData } from 'shared';
import { adoptsServerPage } from './take-over';

const URL_OF_PAGE = '/prods/frutas?buscar=uva';
const drawn = (extra: Partial<FirstRenderData> = {}): FirstRenderData => ({
  url: URL_OF_PAGE,
  queries: {},
  adoptable: true,
  ...extra,
});
const anonymous = { loggedIn: false, cartCount: 0, carriesState: false };

describe('adoptsServerPage: the app hydrates only what the server drew for this visit', () => {
  it('adopts an adoptable page of this URL for a visit without a session or cart', () => {
    expect(adoptsServerPage(drawn(), anonymous, URL_OF_PAGE)).toBe(true);
  });

  it('draws anew for a session or a cart: the server drew a logged-out shell with an empty cart', () => {
    expect(adoptsServerPage(drawn(), { ...anonymous, loggedIn: true }, URL_OF_PAGE)).toBe(false);
    expect(adoptsServerPage(drawn(), { ...anonymous, cartCount: 2 }, URL_OF_PAGE)).toBe(false);
  });

  it("draws anew a page opened with an earlier page's state (login after a guard, reloaded): the server could not know it", () => {
    expect(adoptsServerPage(drawn(), { ...anonymous, carriesState: true }, URL_OF_PAGE)).toBe(false);
  });

  it('draws anew without a data block, for another URL, or for a page not marked adoptable (a frame)', () => {
    expect(adoptsServerPage(null, anonymous, URL_OF_PAGE)).toBe(false);
    expect(adoptsServerPage(drawn(), anonymous, '/prods/frutas')).toBe(false);
    expect(adoptsServerPage(drawn({ adoptable: undefined }), anonymous, URL_OF_PAGE)).toBe(false);
  });
});
