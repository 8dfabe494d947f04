import { ROUTES } from './routes';
import {
  FALLBACK_TOKEN_EXPIRY_SECONDS,
  PAGE_SIZE_DEFAULT,
  SESSION_CHECK,
  TOAST_MS,
  TOAST_SECONDS,
  WS_RETRY,
  answerToast,
} from './spec-constants';
import { FATAL_WS_CLOSE_CODES, WS_CLOSE_CODES } from './ws-close-codes';

describe('spec constants', () => {
  it('carries the numbers of spec section 9', () => {
    expect(PAGE_SIZE_DEFAULT).toBe(4);
    expect(SESSION_CHECK).toEqual({ PERMITTED: 50, BLOCKED: -200, ACTIVE: 100, IDLE: -10, NONE: 0 });
    expect(FALLBACK_TOKEN_EXPIRY_SECONDS).toBe(5 * 60);
    expect(WS_RETRY).toMatchObject({ attempts: 5, baseWaitMs: 1000, jitterMinMs: 300, jitterMaxMs: 3000 });
  });

  it('times toasts as spec 9 says: 1.5 s confirmations, 5 s notices, 10 s login-required', () => {
    expect(TOAST_MS).toEqual({ short: 1500, notice: 5000, loginRequired: 10000 });
    expect(TOAST_SECONDS).toEqual({ short: 1.5, notice: 5, loginRequired: 10 });
    expect(answerToast(true)).toEqual({ type: 'success', duration: 1.5 });
    expect(answerToast(false)).toEqual({ type: 'error', duration: 5 });
  });

  it('lists the 11 websocket close codes of spec 8', () => {
    expect(Object.values(WS_CLOSE_CODES).sort()).toEqual(
      [4004, 4005, 4400, 4401, 4403, 4406, 4408, 4409, 4429, 4500, 4504].sort(),
    );
  });

  it('treats every close code but the two timeouts as fatal', () => {
    expect(FATAL_WS_CLOSE_CODES).toHaveLength(9);
    expect(FATAL_WS_CLOSE_CODES).not.toContain(4408);
    expect(FATAL_WS_CLOSE_CODES).not.toContain(4504);
    expect(FATAL_WS_CLOSE_CODES).toContain(4401);
  });
});

describe('ROUTES', () => {
  it('encodes values placed in a path', () => {
    expect(ROUTES.productList('Frutas de temporada')).toBe('/prods/Frutas%20de%20temporada');
    expect(ROUTES.productDetail('a/b')).toBe('/prods/details/a%2Fb');
    expect(ROUTES.adminProduct('new')).toBe('/admin/product/new');
    expect(ROUTES.search(' piña roja ')).toBe('/prods/todas?buscar=pi%C3%B1a+roja');
  });

  it('keeps the short spec paths', () => {
    expect(ROUTES.orderDetail).toBe('/orderdet');
    expect(ROUTES.adminProducts).toBe('/admin/prods');
    expect(ROUTES.adminOrderDetail).toBe('/admin/custorderdet');
  });
});
