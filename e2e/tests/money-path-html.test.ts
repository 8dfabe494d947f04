// Issue 30 (docs/architecture.md, "Money-path HTML"): checkout, Mis compras and an order's page
// arrive with their frame (the shell, the page's heading and a skeleton of its content), login,
// register and forgot with their real form (remote-shop's renderer), all with the preloads of their
// remote's first files, before any script runs; nothing of the session is in that HTML; the page
// then takes over in the browser (what was typed into the server's form kept), and axe finds
// nothing serious on what the server sent.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { logIn, openRecordedPage, DEMO_CLIENT, UI_WAIT_MS } from './support/browser-page.ts';
import { MESSAGES } from '../../shared/src/messages/messages.ts';
import { placePaidOrder } from './support/orders.ts';
import { rawGet } from './support/raw-http.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();

/**
 * Each money-path page: its remote (whose files it preloads), the heading the server draws, and for
 * the account pages the name of each field of the form the server draws (none: a frame).
 */
const PAGES = [
  { path: '/checkout', remote: 'remote-cart', page: 'checkout', heading: MESSAGES.checkout.title, fields: null },
  {
    path: '/orders',
    remote: 'remote-cart',
    page: 'orders',
    heading: MESSAGES.nav.myOrders,
    intro: MESSAGES.orders.intro,
    fields: null,
  },
  {
    path: '/orderdet',
    remote: 'remote-cart',
    page: 'orderDetail',
    heading: null,
    intro: MESSAGES.orders.detailIntro,
    back: MESSAGES.orders.back,
    fields: null,
  },
  {
    path: '/login',
    remote: 'remote-shop',
    page: null,
    heading: MESSAGES.nav.login,
    fields: ['email', 'password'],
  },
  {
    path: '/register',
    remote: 'remote-shop',
    page: null,
    heading: MESSAGES.nav.register,
    fields: ['name', 'lastname', 'email', 'password', 'passwordAgain', 'birthday'],
  },
  {
    path: '/forgot',
    remote: 'remote-shop',
    page: null,
    heading: MESSAGES.account.forgotTitle,
    fields: ['email'],
  },
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
    if (page.fields) {
      assert.doesNotMatch(main, /data-testid="page-frame"/, `${page.path}: the form, not a frame`);
      assert.match(main, /<form[\s>]/, `${page.path}: a form`);
      const fields = [...main.matchAll(/<input [^>]*name="([^"]+)"/g)];
      assert.deepEqual(
        fields.map((match) => match[1]),
        page.fields,
        `${page.path}: the form's fields in the HTML`,
      );
      assert.match(main, /<button[^>]*type="submit"/, `${page.path}: its submit button`);
    } else {
      assert.match(main, /data-testid="page-frame"/, `${page.path}: the frame in <main>`);
      assert.match(
        main,
        /role="status"[^>]*aria-busy="true"|aria-busy="true"[^>]*role="status"/,
        `${page.path}: busy skeleton`,
      );
    }
    if (page.heading)
      assert.ok(new RegExp(`<h1[^>]*>([^<]*)</h1>`).exec(main)?.[1] === page.heading, `${page.path}: heading`);
    else assert.doesNotMatch(main, /<h1/, `${page.path}: no heading that would need the order`);
    if ('intro' in page) assert.ok(main.includes(`>${page.intro}</p>`), `${page.path}: the page's intro`);
    if ('back' in page) assert.match(main, new RegExp(`<a [^>]*href="/orders"[^>]*>${page.back}</a>`), page.path);
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
    // A framed page's own chunk (webpack/federation/page-chunks.cjs), not another page's; the
    // account pages arrive as their form and load their chunk when the app takes over.
    const pageChunks = preloads.filter((href) => /\/page-[\w]+\.[0-9a-f]+\.js$/.test(href));
    assert.deepEqual(
      pageChunks.map((href) => /\/page-(\w+)\./.exec(href)?.[1]),
      page.page ? [page.page] : [],
      `${page.path}: page chunks preloaded: ${preloads}`,
    );
    assert.match(html, /<header/, `${page.path}: the shell's navbar`);
    assert.ok(!html.includes('data-testid="navbar-user"'), `${page.path}: no shopper in the server's HTML`);
    const renderer = page.fields ? '[\\w.-]+' : 'frame';
    assert.match(
      html,
      new RegExp(`id="dc-first-render" data-renderer="${renderer}">\\{"url":"${page.path}"`),
      page.path,
    );
  }
});

test('what the server sends is what a shopper sees until the page renders; axe finds nothing serious on it', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  // The host's scripts never run: each page stays as the server sent it.
  await page.route(/\.js$/, (route) => route.abort());
  for (const each of PAGES) {
    await page.goto(`${suite.site.hostUrl}${each.path}`);
    if (each.heading) await page.getByRole('heading', { level: 1, name: each.heading }).waitFor();
    if ('intro' in each) assert.equal(await page.getByText(each.intro).count(), 1, `${each.path}: its intro`);
    if (each.fields) {
      assert.equal(await page.getByTestId('page-frame').count(), 0, each.path);
      assert.equal(await page.locator('main form input').count(), each.fields.length, `${each.path}: its fields`);
    } else {
      assert.equal(await page.getByTestId('page-frame').count(), 1, each.path);
    }
    assert.deepEqual(await seriousViolations(page), [], each.path);
  }
  await context.close();
});

/** Holds remote-shop's remoteEntry.js back (the app cannot take over) until the returned function is called. */
async function holdRemoteShop(page: Page): Promise<() => void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(`${suite.site.apps['remote-shop'].url}/remoteEntry.js`, async (route) => {
    await gate;
    await route.continue();
  });
  return open;
}

test('login: what a shopper types into the form the server sent before the app takes over is kept, and logs in', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  // remote-shop held back: the server's form is all there is while the shopper types.
  const open = await holdRemoteShop(page);
  await page.goto(`${suite.site.hostUrl}/login`, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-holding-input]').waitFor({ state: 'attached' });
  const email = page.getByLabel('Correo electrónico');
  const password = page.getByLabel('Contraseña');
  const liveness = () => email.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber$')));
  assert.equal(await liveness(), false, 'typed into the field the server sent');
  // The app adopts the server's form (hydration): the very elements typed into become live.
  await email.evaluate((input) => Object.assign(input, { sentByServer: true }));
  // Typed as a shopper does, without waiting for the fields to say they are ready.
  await email.click({ force: true });
  await page.keyboard.type(DEMO_CLIENT.email);
  await password.click({ force: true });
  await page.keyboard.type(DEMO_CLIENT.password);
  open();
  await page.locator('html[data-holding-input]').waitFor({ state: 'detached' });
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main input') ?? {}).some((key) => key.startsWith('__reactFiber$')),
  );
  assert.equal(await email.inputValue(), DEMO_CLIENT.email);
  assert.equal(await password.inputValue(), DEMO_CLIENT.password);
  assert.equal(await email.evaluate((input) => 'sentByServer' in input), true, "the server's field, adopted");
  assert.equal(await password.evaluate((input) => input === document.activeElement), true, 'the focus kept');
  // The app's form has the values too: sending it logs the shopper in.
  await page.getByRole('button', { name: MESSAGES.nav.login }).click();
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  await context.close();
});

test('login reloaded after a guard sent the shopper there: still says why, drawn anew without an error', async () => {
  const { page, context, consoleErrors, pageErrors } = await openRecordedPage(suite.browser);
  await page.goto(`${suite.site.hostUrl}/orders`);
  await page.waitForURL(/\/login$/);
  await page.getByTestId('login-required').waitFor();
  // The history entry keeps the guard's return path; the server drew the form without it.
  await page.reload();
  await page.getByTestId('login-required').waitFor();
  await page.locator('html[data-holding-input]').waitFor({ state: 'detached' });
  assert.equal(await page.getByLabel('Correo electrónico').count(), 1);
  await page.waitForLoadState('networkidle');
  assert.deepEqual([...consoleErrors, ...pageErrors], [], 'no hydration error');
  await context.close();
});

test('register: its server form is adopted, each preloaded file downloaded once, axe clean', async () => {
  const { page, context, requests, consoleErrors, pageErrors } = await openRecordedPage(suite.browser);
  // remote-shop held back until the server's field is marked.
  const open = await holdRemoteShop(page);
  await page.goto(`${suite.site.hostUrl}/register`, { waitUntil: 'domcontentloaded' });
  const name = page.getByLabel('Nombre');
  await name.evaluate((input) => Object.assign(input, { sentByServer: true }));
  open();
  await page.locator('html[data-holding-input]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  assert.equal(await name.count(), 1);
  assert.equal(await name.evaluate((input) => 'sentByServer' in input), true, "the server's field, adopted");
  assert.equal(await page.locator('main [data-held]').count(), 0, "the server's controls released");
  assert.deepEqual([...consoleErrors, ...pageErrors], [], 'no hydration error');
  const preloads = preloadsOf(await htmlWithPreloads('/register'));
  assert.ok(preloads.length > 0);
  for (const href of preloads) {
    assert.equal(requests.filter((url) => url === href).length, 1, `${href} downloaded once (the preload is used)`);
  }
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
  assert.equal(await page.getByText(MESSAGES.orders.intro).count(), 1, "the page's intro, as the frame drew it");
  const preloads = preloadsOf(await htmlWithPreloads('/orders'));
  for (const href of preloads) {
    assert.equal(requests.filter((url) => url === href).length, 1, `${href} downloaded once (the preload is used)`);
  }
  assert.deepEqual(await seriousViolations(page), []);
  await context.close();
});

/** The GraphQL requests of an operation a page sends, with their answers' bodies once they come. */
function recordOperation(page: import('playwright-core').Page, operationName: string) {
  const answers: Promise<{ data?: Record<string, { orders?: { number: string }[]; order?: { number: string } }> }>[] =
    [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.postData()?.includes(`"operationName":"${operationName}"`)) return;
    answers.push(request.response().then((response) => response!.json()));
  });
  return answers;
}

test("logged in: Mis compras and an order's page send their query before their code has arrived, and only once", async () => {
  const placed = await placePaidOrder(suite.site);
  const { page, context } = await openRecordedPage(suite.browser);
  await logIn(page, suite.site.hostUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.getByTestId('navbar-user').first().waitFor({ state: 'attached' });
  const list = recordOperation(page, 'myOrders');
  const detail = recordOperation(page, 'myOrder');
  // The page's own code held back: its query goes out all the same (webpack/federation/page-queries.cjs).
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/page-orders\.[0-9a-f]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`${suite.site.hostUrl}/orders`, { waitUntil: 'commit' });
  await expectSoon(() => list.length === 1, 'myOrders sent while the page chunk is held');
  assert.equal(await page.locator('.my-orders').count(), 0, 'the page itself has not rendered yet');
  open();
  await page.locator('.my-orders tbody tr').first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(list.length, 1, 'one myOrders request: the page took the early answer');
  const orders = (await list[0]!).data!.myOrders!.orders!;
  assert.ok(
    orders.some((order) => order.number === placed),
    'the order just placed is in the answer',
  );
  assert.equal(await page.locator('.my-orders tbody tr').count(), orders.length, 'the list is the early answer');
  assert.ok((await page.locator('.my-orders').innerText()).includes(orders[0]!.number));

  // Its first order, opened, then loaded afresh: the chosen order is asked for once too.
  await page
    .getByRole('button', { name: new RegExp(orders[0]!.number) })
    .first()
    .click();
  await page.waitForURL(/\/orderdet$/);
  await page.getByRole('heading', { level: 1, name: new RegExp(orders[0]!.number) }).waitFor();
  detail.length = 0;
  await page.reload();
  await page.getByRole('heading', { level: 1, name: new RegExp(orders[0]!.number) }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(detail.length, 1, 'one myOrder request after a reload of the order page');
  assert.equal((await detail[0]!).data!.myOrder!.order!.number, orders[0]!.number);
  await context.close();
});

/** Polls `check` until it holds (UI_WAIT_MS at most). */
async function expectSoon(check: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); !check(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    assert.ok(Date.now() - started < UI_WAIT_MS, what);
  }
}
