import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { AppConfigContext, parseAppConfig } from 'shared';
import { apiBaseFromGraphqlUrl, useApiBaseUrl } from './api-base-url';
import { imageFileProblem, uploadProductImage } from './product-image-upload';

const CONFIG = parseAppConfig({
  graphqlUrl: 'https://api.delcampo.test/graphql',
  wsUrl: 'wss://api.delcampo.test/graphql',
  remotes: { shop: 's', cart: 'c', admin: 'a' },
  shop: { name: 'Del Campo', tagline: 't', city: 'c', phone: 'p', email: 'e' },
});

const reply = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as unknown as Response;

describe('the API base URL', () => {
  it('is the GraphQL endpoint without its trailing /graphql', () => {
    expect(apiBaseFromGraphqlUrl('http://127.0.0.1:4000/graphql')).toBe('http://127.0.0.1:4000');
    expect(apiBaseFromGraphqlUrl('https://tienda.mx/api/graphql/')).toBe('https://tienda.mx/api');
  });

  it('comes from the runtime config in context, with no fetch of config.json', () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(AppConfigContext.Provider, { value: CONFIG }, children);
    const { result } = renderHook(() => useApiBaseUrl(), { wrapper });
    expect(result.current).toBe('https://api.delcampo.test');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('product pictures', () => {
  const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'foto', { type });

  it('accepts JPG, PNG and WebP up to 2 MB', () => {
    expect(imageFileProblem(file('image/jpeg', 2 * 1024 * 1024))).toBeNull();
    expect(imageFileProblem(file('image/webp', 10))).toBeNull();
    expect(imageFileProblem(file('image/gif', 10))).toBe('La imagen debe ser JPG, PNG o WebP.');
    expect(imageFileProblem(file('image/png', 2 * 1024 * 1024 + 1))).toBe('La imagen pesa más de 2 MB.');
  });

  it('passes on the API refusal, and says the upload failed when the network does', async () => {
    const refusing = jest.fn(async () => reply(413, { status: false, message: 'La imagen pesa más de 2 MB.' }));
    global.fetch = refusing as unknown as typeof fetch;
    await expect(uploadProductImage(file('image/png', 10), 't', 'https://api.delcampo.test')).resolves.toEqual({
      ok: false,
      message: 'La imagen pesa más de 2 MB.',
    });
    expect(refusing).toHaveBeenCalledTimes(1);
    expect(refusing).toHaveBeenCalledWith('https://api.delcampo.test/admin/product-images', expect.anything());
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(uploadProductImage(file('image/png', 10), 't', 'https://api.delcampo.test')).resolves.toEqual({
      ok: false,
      message: 'No pudimos subir la imagen. Intenta de nuevo.',
    });
  });
});
