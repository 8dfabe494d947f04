import { loginReturnState, returnPathAfterLogin } from './return-path';

describe('returnPathAfterLogin', () => {
  it('gives back the path a guard sent', () => {
    expect(returnPathAfterLogin(loginReturnState('/checkout'))).toBe('/checkout');
    expect(returnPathAfterLogin(loginReturnState('/orders?page=2'))).toBe('/orders?page=2');
  });

  it('refuses other origins, the login page and anything else', () => {
    for (const from of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/login', 'checkout']) {
      expect(returnPathAfterLogin({ from })).toBeNull();
    }
    expect(returnPathAfterLogin(null)).toBeNull();
    expect(returnPathAfterLogin({ from: 42 })).toBeNull();
  });
});
