import { fakeJwt } from '../test/jwt';
import { getTokenExpiry } from './token-expiry';

const NOW = 1_700_000_000;

describe('getTokenExpiry', () => {
  it('reads the exp claim without verifying the signature', () => {
    expect(getTokenExpiry(fakeJwt({ id: 'u1', exp: NOW + 3600 }), NOW)).toBe(NOW + 3600);
  });

  it('decodes base64url payloads with non-ASCII names', () => {
    // 'ñ' and '?' make base64url use '-' and '_' where base64 has '+' and '/'.
    const token = fakeJwt({ name: 'Ñoño ¿?>>', exp: NOW + 60 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(getTokenExpiry(token, NOW)).toBe(NOW + 60);
  });

  it('returns an exp in the past as it is (the caller decides it has expired)', () => {
    expect(getTokenExpiry(fakeJwt({ exp: NOW - 10 }), NOW)).toBe(NOW - 10);
  });

  it.each([
    ['not a JWT', 'opaque-token'],
    ['payload not JSON', 'a.bm90IGpzb24.c'],
    ['no exp claim', fakeJwt({ id: 'u1' })],
    ['exp not a number', fakeJwt({ exp: 'tomorrow' })],
    ['empty', ''],
  ])('falls back to 5 minutes from now when the token is %s', (_case, token) => {
    expect(getTokenExpiry(token, NOW)).toBe(NOW + 300);
  });

  it('uses the clock when no time is given', () => {
    const before = Math.floor(Date.now() / 1000);
    const expiry = getTokenExpiry('opaque');
    expect(expiry).toBeGreaterThanOrEqual(before + 300);
    expect(expiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 300);
  });
});
