import type { RemoteManifest } from '../features/remotes/remote-manifest';
import { preloadForRoute, scriptsToPreload } from './preload-remotes';

const MANIFEST_URL = 'http://127.0.0.1:3102/mf-manifest.json';

const manifest = (pageChunks?: unknown): RemoteManifest =>
  ({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, pageChunks },
    exposes: [
      { path: './pages', assets: { js: { sync: ['446.js', '__federation_expose_pages.js'] } } },
      { path: './CartPanel', assets: { js: { sync: ['65.js', '__federation_expose_CartPanel.js'] } } },
    ],
  }) as RemoteManifest;

const at = (file: string) => `http://127.0.0.1:3102/${file}`;

describe('scriptsToPreload', () => {
  it('preloads remoteEntry.js, the exposed module and the page chunks the manifest lists, each once', () => {
    const pages = { orders: ['65.js', 'page-orders.js', '446.js'], checkout: ['65.js', 'page-checkout.js'] };
    expect(scriptsToPreload(manifest(pages), MANIFEST_URL, { exposes: ['./pages'], page: 'orders' })).toEqual([
      at('remoteEntry.js'),
      at('446.js'),
      at('__federation_expose_pages.js'),
      at('65.js'),
      at('page-orders.js'),
    ]);
  });

  it('preloads no page chunk for a page the manifest does not list, nor a list that is not one of names', () => {
    const exposeOnly = [at('remoteEntry.js'), at('446.js'), at('__federation_expose_pages.js')];
    expect(scriptsToPreload(manifest(), MANIFEST_URL, { exposes: ['./pages'], page: 'orders' })).toEqual(exposeOnly);
    expect(
      scriptsToPreload(manifest({ orders: 'page-orders.js' }), MANIFEST_URL, { exposes: ['./pages'], page: 'orders' }),
    ).toEqual(exposeOnly);
    expect(
      scriptsToPreload(manifest({ orders: [42, 'page-orders.js'] }), MANIFEST_URL, {
        exposes: ['./pages'],
        page: 'orders',
      }),
    ).toEqual([...exposeOnly, at('page-orders.js')]);
    expect(scriptsToPreload(manifest({ orders: ['page-orders.js'] }), MANIFEST_URL, { exposes: ['./pages'] })).toEqual(
      exposeOnly,
    );
  });
});

describe('preloadForRoute', () => {
  const answer = (body: unknown) => ({ ok: true, json: async () => body, clone: () => answer(body) });
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("adds no second link for a file the server's frame already preloads", async () => {
    document.head.innerHTML = `<link rel="preload" as="script" href="${at('remoteEntry.js')}">`;
    const fetched = Promise.resolve(answer(manifest({ orders: ['page-orders.js'] })));
    global.fetch = jest.fn(() => fetched) as unknown as typeof fetch;
    preloadForRoute({ remotes: { cart: MANIFEST_URL } }, { cart: { exposes: ['./pages'], page: 'orders' } });
    await fetched;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual([
      at('remoteEntry.js'),
      at('446.js'),
      at('__federation_expose_pages.js'),
      at('page-orders.js'),
    ]);
  });
});
