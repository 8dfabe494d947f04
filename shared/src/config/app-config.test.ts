import { parseAppConfig } from './app-config';

const valid = {
  graphqlUrl: 'http://127.0.0.1:4000/graphql',
  wsUrl: 'ws://127.0.0.1:4000/graphql',
  remotes: {
    shop: 'http://127.0.0.1:3001/mf-manifest.json',
    cart: 'http://127.0.0.1:3002/mf-manifest.json',
    admin: 'http://127.0.0.1:3003/mf-manifest.json',
  },
  shop: {
    name: 'Del Campo',
    tagline: 'Del campo a tu mesa',
    city: 'Guadalajara, Jalisco',
    phone: '33 3615 2040',
    email: 'contacto@delcampo.mx',
  },
};

describe('parseAppConfig', () => {
  it('returns a complete config unchanged, without extra fields', () => {
    expect(parseAppConfig({ ...valid, debug: true })).toEqual(valid);
  });

  it('names a missing nested field in Spanish', () => {
    const config = { ...valid, remotes: { shop: valid.remotes.shop, admin: valid.remotes.admin } };
    expect(() => parseAppConfig(config)).toThrow(
      'Configuración inválida: falta el campo "remotes.cart" en config.json',
    );
  });

  it('refuses empty strings and wrong types', () => {
    expect(() => parseAppConfig({ ...valid, wsUrl: ' ' })).toThrow(/wsUrl/);
    expect(() => parseAppConfig({ ...valid, shop: { ...valid.shop, phone: 3336152040 } })).toThrow(/shop\.phone/);
  });

  it('refuses something that is not an object', () => {
    expect(() => parseAppConfig(null)).toThrow(/graphqlUrl/);
    expect(() => parseAppConfig('config')).toThrow(/Configuración inválida/);
  });
});
