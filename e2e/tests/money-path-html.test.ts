// Issue 30 (docs/architecture.md, "Money-path HTML"): checkout, Mis compras, an order's page,
// login and register arrive with their frame (the shell, the page's heading and a skeleton of its
// content) and with the preloads of their remote's first files, before any script runs; nothing of
// the session is in that HTML; the page then takes over in the browser, and axe finds nothing
// serious on the frame itself.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seriousViolations } from './support/axe.ts';
import { logIn, openRecordedPage, DEMO_CLIENT } from './support/browser-page.ts';
import { MESSAGES } from '../../shared/src/messages/messages.ts';
import { rawGet } from './support/raw-http.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();

/** Each money-path page: its remote (whose files it preloads) and the heading its frame shows. */
const PAGES = [
  { path: '/checkout', remote: 'remote-cart', heading: MESSAGES.checkout.title },
  { path: '/orders', remote: 'remote-cart', heading: MESSAGES.nav.myOrders },
  { path: '/orderdet', remote: 'remote-cart', heading: null },
  { path: '/login', remote: 'remote-shop', heading: MESSAGES.nav.login },
  { path: '/register', remote: 'remote-shop', heading: MESSAGES.nav.register },
] as const;

/** The HTML as a browser gets it before any script runs. */
async function htmlOf(pathname: string): Promise<string> {
  const answer = await rawGet(`${suite.site.hostUrl}${pathname}`, { accept: 'text/html', connection: 'close' });
  assert.equal(answer.status, 200);
  return answer.body.toString();
}

/** The `<link rel=preload>` hrefs in the head. */
const preloadsOf = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );

/**
 * The HTML once the server has read the remote's manifest: a page asked before the manifest is
 * there (300 ms) goes without preloads while the read goes on (frame-renderer.mjs).
 */
async function htmlWithPreloads(pathname: string): Promise<string> {
  for (let tries = 0; tries < 40; tries += 1) {
    const html = await htmlOf(pathname);
    if (preloadsOf(html).length > 0) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return htmlOf(pathname);
}

/** What `<main>` holds. */
const mainOf = (html: string) => /<main[^>]*class="content"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

test('each money-path page: the frame in <main>, the preloads of its remote, no session in the HTML', async () => {
  for (const page of PAGES) {
    const html = await htmlWithPreloads(page.path);
    const main = mainOf(html);
    assert.match(main, /data-testid="page-frame"/, `${page.path}: the frame in <main>`);
    assert.match(
      main,
      /role="status"[^>]*aria-busy="true"|aria-busy="true"[^>]*role="status"/,
      `${page.path}: busy skeleton`,
    );
    if (page.heading) assert.match(main, new RegExp(`<h1[^>]*>${page.heading}</h1>`), `${page.path}: heading`);
    else assert.doesNotMatch(main, /<h1/, `${page.path}: no heading that would need the order`);
    const remoteOrigin = suite.site.apps[page.remote].url;
    const preloads = preloadsOf(html);
    assert.ok(
      preloads.includes(`${remoteOrigin}/remoteEntry.js`),
      `${page.path}: remoteEntry.js preloaded: ${preloads}`,
    );
    assert.ok(
      preloads.some((href) => href.startsWith(`${remoteOrigin}/`) && !href.endsWith('/remoteEntry.js')),
      `${page.path}: the exposed pages' files preloaded: ${preloads}`,
    );
    assert.match(html, /<header/, `${page.path}: the shell's navbar`);
    assert.ok(!html.includes('data-testid="navbar-user"'), `${page.path}: no shopper in the server's HTML`);
    assert.ok(html.includes(`id="dc-first-render" data-renderer="frame">{"url":"${page.path}"`), page.path);
  }
});

test('the frame is what a shopper sees until the page renders; axe finds nothing serious on it', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  // The host's scripts never run: the page stays as the server sent it.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(`${suite.site.hostUrl}/orders`);
  await page.getByRole('heading', { level: 1, name: MESSAGES.nav.myOrders }).waitFor();
  assert.equal(await page.getByTestId('page-frame').count(), 1);
  assert.deepEqual(await seriousViolations(page), []);
  await context.close();
});

test('logged in: Mis compras takes over from its frame, each preloaded file downloaded once', async () => {
  const { page, context, requests } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  requests.length = 0;
  await page.goto(`${suite.site.hostUrl}/orders`);
  await page.locator('.my-orders').waitFor();
  await page.getByTestId('page-frame').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  const preloads = preloadsOf(await htmlWithPreloads('/orders'));
  for (const href of preloads) {
    assert.equal(requests.filter((url) => url === href).length, 1, `${href} downloaded once (the preload is used)`);
  }
  assert.deepEqual(await seriousViolations(page), []);
  await context.close();
});
