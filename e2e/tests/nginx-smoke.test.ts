import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import WebSocket from 'ws';
import { DEMO_CLIENT, logIn, openRecordedPage } from './support/browser-page.ts';
import { launchChromium } from './support/chromium.ts';
import { distOf } from './support/app-servers.ts';
import { startNginxSite, type NginxSite } from './support/nginx.ts';
import { rawGet } from './support/raw-http.ts';

// The storefront through Debian's nginx with deploy/nginx/del-campo.conf.template (docs/deploy.md).
let site: NginxSite;
let browser: Browser;

// One hook only: top-level hooks of a file may run concurrently on Node 20.
before(async () => {
  site = await startNginxSite();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

async function head(path: string): Promise<Response> {
  const response = await fetch(`${site.origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return response;
}

test('the storefront works through nginx: categories, products with images, cart badge, log in', async () => {
  const { categories } = await site.api.query<{ categories: { name: string; slug: string }[] }>(
    '{ categories { name slug } }',
  );
  const { page, context, requests, consoleErrors } = await openRecordedPage(browser);
  await page.goto(`${site.origin}/`);
  const names = page.locator('[data-testid=category-grid] .category-name');
  await names.first().waitFor();
  assert.deepEqual(
    await names.allTextContents(),
    categories.map((category) => category.name),
  );

  // A deep link: the SPA fallback serves the host's index.html.
  await page.goto(`${site.origin}/prods/${categories[0]!.slug}`);
  await page.getByTestId('product-card').first().waitFor();
  const image = page.getByTestId('product-card').first().locator('img');
  await image.evaluate(
    (img: HTMLImageElement) =>
      new Promise<void>((resolve, reject) => {
        if (img.complete) return img.naturalWidth > 0 ? resolve() : reject(new Error(`broken image ${img.src}`));
        img.addEventListener('load', () => resolve());
        img.addEventListener('error', () => reject(new Error(`broken image ${img.src}`)));
      }),
  );
  assert.ok((await image.getAttribute('src'))?.startsWith(`${site.origin}/`), 'product images come through nginx');

  await page.getByRole('button', { name: 'agregar' }).first().click();
  assert.equal(await page.getByTestId('cart-count').last().textContent(), '1');

  await logIn(page, site.origin, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').waitFor();

  // Everything came from the one origin: the remotes from their sub-paths, GraphQL through the proxy.
  const foreign = requests.filter((url) => !url.startsWith(`${site.origin}/`) && !url.startsWith('data:'));
  assert.deepEqual(foreign, []);
  assert.ok(requests.some((url) => url.startsWith(`${site.origin}/remotes/remote-shop/`)));
  assert.ok(requests.includes(`${site.origin}/graphql`));
  assert.deepEqual(
    consoleErrors.filter((text) => /Content Security Policy/i.test(text)),
    [],
  );
  await context.close();
});

test('nginx sends the cache rules of serve-app.mjs, gzip and the security headers', async () => {
  const index = await (await fetch(`${site.origin}/`)).text();
  const mainScript = /src="?(\/main\.[0-9a-f]{8}\.js)/.exec(index)?.[1];
  assert.ok(mainScript, 'index.html loads a hashed main script');

  const hashed = await head(mainScript);
  assert.equal(hashed.headers.get('cache-control'), IMMUTABLE);
  assert.equal(hashed.headers.get('content-encoding'), 'gzip');
  assert.equal(hashed.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(hashed.headers.get('referrer-policy'));
  assert.equal(hashed.headers.get('access-control-allow-origin'), null, 'no CORS on the host');

  const manifest = await head('/remotes/remote-shop/mf-manifest.json');
  assert.equal(manifest.headers.get('cache-control'), REVALIDATE);
  assert.equal(manifest.headers.get('content-encoding'), 'gzip');
  assert.equal(manifest.headers.get('access-control-allow-origin'), '*', 'remotes may be federated cross-origin');

  for (const url of ['/', '/prods/frutas', '/config.json', '/remotes/remote-cart/remoteEntry.js']) {
    const first = await head(url);
    assert.equal(first.headers.get('cache-control'), REVALIDATE, url);
    const etag = first.headers.get('etag') ?? '';
    assert.ok(etag, `${url} has an ETag`);
    const again = await fetch(`${site.origin}${url}`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    assert.equal(again.status, 304, url);
  }

  // The gzip bytes are the build's own <file>.gz (gzip_static), not compressed again per answer.
  const raw = await rawGet(`${site.origin}${mainScript}`, { 'accept-encoding': 'gzip' });
  assert.equal(raw.headers['content-encoding'], 'gzip');
  assert.ok(raw.body.equals(readFileSync(path.join(distOf('host'), `${mainScript}.gz`))));
  const icon = await head('/favicon.svg');
  assert.equal(icon.status, 200);
  assert.match(icon.headers.get('content-type') ?? '', /^image\/svg\+xml/);
  const config = (await (await fetch(`${site.origin}/config.json`)).json()) as { graphqlUrl: string };
  assert.equal(config.graphqlUrl, `${site.origin}/graphql`);

  assert.equal((await head('/health')).status, 200);
  assert.equal((await head('/metrics')).status, 403);
  assert.equal((await head('/nowhere.js')).status, 404, 'a missing asset is not the SPA shell');
});

test('a graphql-transport-ws connection through nginx is acknowledged', async () => {
  const socket = new WebSocket(`${site.origin.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  try {
    const first = await new Promise<{ type: string }>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.once('message', (data) => resolve(JSON.parse(String(data)) as { type: string }));
    });
    assert.equal(first.type, 'connection_ack');
  } finally {
    socket.close();
  }
});

test('through nginx the catalogue HTML holds its content; with the renderer down, the plain page', async () => {
  const { productsPage } = await site.api.query<{ productsPage: { products: { name: string }[] } }>(
    '{ productsPage(categorySlug: "frutas", page: { requestedPage: FIRST, nPerPage: 4 }) { products { name } } }',
  );
  const name = productsPage.products[0]!.name;
  // The first render loads the renderer and may outlast the time limits (then the plain page comes).
  let response = await fetch(`${site.origin}/prods/frutas`);
  for (let attempt = 0; attempt < 40 && !(await response.clone().text()).includes('dc-first-render'); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    response = await fetch(`${site.origin}/prods/frutas`);
  }
  const html = await response.text();
  assert.ok(html.includes(name), 'the product names are in the HTML');
  assert.match(html, /<script type="application\/json" id="dc-first-render"/);
  assert.equal(response.headers.get('cache-control'), REVALIDATE, 'one Cache-Control, revalidated');
  assert.ok(response.headers.get('etag'));
  assert.equal(response.headers.get('access-control-allow-origin'), null);
  assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self';/);
  assert.doesNotMatch(response.headers.get('content-security-policy') ?? '', /,/, "nginx's policy only, once");
  assert.equal(response.headers.get('x-frame-options'), 'DENY', 'once');

  await site.renderer.stop();
  try {
    const plain = await fetch(`${site.origin}/prods/frutas`);
    assert.equal(plain.status, 200);
    const text = await plain.text();
    assert.doesNotMatch(text, /dc-first-render/);
    assert.match(text, /<div id=root>/, "the host's plain index.html");
    assert.equal(plain.headers.get('cache-control'), REVALIDATE);
  } finally {
    await site.renderer.start();
  }
});
