// The browser-side promises of docs/security.md: every answer of scripts/serve-app.mjs (host,
// remotes, the release CDN) and of the nginx template carries the security headers, the CSP names
// only the configured origins, and the whole shop runs under it without a single violation.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createAppServer, createCdnServer } from '../../scripts/serve-app.mjs';
import { distOf } from './support/app-servers.ts';
import { DEMO_ADMIN, logIn, openRecordedPage, type RecordedPage } from './support/browser-page.ts';
import { startNginxSite } from './support/nginx.ts';
import { useSiteAndBrowser } from './support/suite.ts';

const suite = useSiteAndBrowser();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'delcampo-headers-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** The CSP as directive -> sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  assert.ok(header, 'a Content-Security-Policy header');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Asserts the fixed headers and returns the parsed CSP. */
function assertSecurityHeaders(response: Response, what: string): Map<string, string[]> {
  const header = (name: string) => response.headers.get(name);
  assert.equal(header('x-content-type-options'), 'nosniff', what);
  assert.equal(header('referrer-policy'), 'strict-origin-when-cross-origin', what);
  assert.equal(header('x-frame-options'), 'DENY', what);
  assert.match(header('permissions-policy') ?? '', /camera=\(\).*microphone=\(\).*geolocation=\(\)/, what);
  assert.equal(header('strict-transport-security'), null, `${what}: no HSTS on plain http`);
  const csp = parseCsp(header('content-security-policy'));
  for (const [directive, sources] of csp) assert.ok(!sources.includes('*'), `${what}: ${directive} has no '*'`);
  assert.deepEqual(csp.get('default-src'), ["'self'"], what);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], what);
  assert.deepEqual(csp.get('object-src'), ["'none'"], what);
  assert.deepEqual(csp.get('base-uri'), ["'self'"], what);
  const scripts = csp.get('script-src') ?? [];
  assert.ok(scripts.includes("'self'"), what);
  assert.ok(!scripts.some((source) => /unsafe|data:|blob:|https?:$/.test(source)), `${what}: script-src ${scripts}`);
  assert.ok(csp.get('img-src')?.includes('blob:'), `${what}: the admin's picture preview is a blob: URL`);
  return csp;
}

const originOf = (url: string) => new URL(url).origin;
const remoteOrigins = () => Object.values(suite.site.config.remotes).map(originOf);

/** Asserts that the CSP names exactly the API's and the remotes' origins besides 'self'. */
function assertConfiguredOrigins(csp: Map<string, string[]>, what: string): void {
  const api = suite.site.api.url;
  const ws = api.replace(/^http/, 'ws');
  const connect = csp.get('connect-src') ?? [];
  assert.deepEqual(new Set(connect), new Set(["'self'", api, ws, ...remoteOrigins()]), `${what}: connect-src`);
  assert.deepEqual(new Set(csp.get('script-src')), new Set(["'self'", ...remoteOrigins()]), `${what}: script-src`);
  assert.ok(csp.get('img-src')?.includes(api), `${what}: product pictures come from the API`);
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  await response.arrayBuffer();
  assert.equal(response.status, 200, url);
  return response;
}

test('host index.html, a remote manifest and a hashed asset carry the headers; the CSP names the API', async () => {
  const { site } = suite;
  const shop = site.apps['remote-shop'].url;
  const manifest = await (await fetch(`${shop}/mf-manifest.json`)).json();
  const chunk = manifest.exposes[0].assets.js.sync[0] as string;
  assert.match(chunk, /\.[0-9a-f]{8}\.js$/);
  for (const url of [
    `${site.hostUrl}/`,
    `${site.hostUrl}/prods/frutas`,
    `${site.hostUrl}/config.json`,
    `${shop}/mf-manifest.json`,
    `${shop}/${chunk}`,
  ]) {
    assertConfiguredOrigins(assertSecurityHeaders(await fetchOk(url), url), url);
  }
  const missing = await fetch(`${site.hostUrl}/nope.js`);
  assert.equal(missing.status, 404);
  assertConfiguredOrigins(assertSecurityHeaders(missing, 'a 404'), 'a 404');
});

test('a deploy that points a remote elsewhere changes the CSP of the next page load', async () => {
  const { site } = suite;
  const original = site.config;
  try {
    site.writeConfig({
      ...original,
      remotes: { ...original.remotes, cart: 'http://127.0.0.1:9/cart/mf-manifest.json' },
    });
    const csp = assertSecurityHeaders(await fetchOk(`${site.hostUrl}/`), 'after the deploy');
    assert.ok(csp.get('script-src')?.includes('http://127.0.0.1:9'));
    assert.ok(csp.get('connect-src')?.includes('http://127.0.0.1:9'));
    assert.ok(!csp.get('script-src')?.includes(originOf(original.remotes.cart)));
  } finally {
    site.writeConfig(original);
  }
  assertConfiguredOrigins(assertSecurityHeaders(await fetchOk(`${site.hostUrl}/`), 'restored'), 'restored');
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

test('the release CDN answers with the same headers; HSTS only when asked for (BEHIND_HTTPS)', async () => {
  const release = path.join(scratch, 'remote-shop', '0.1.0-test');
  mkdirSync(release, { recursive: true });
  writeFileSync(
    path.join(release, 'mf-manifest.json'),
    readFileSync(path.join(distOf('remote-shop'), 'mf-manifest.json')),
  );
  const cdn = createCdnServer(scratch, { configFile: suite.site.configFile });
  const cdnUrl = await listen(cdn);
  try {
    const answer = await fetchOk(`${cdnUrl}/remote-shop/0.1.0-test/mf-manifest.json`);
    assertConfiguredOrigins(assertSecurityHeaders(answer, 'cdn manifest'), 'cdn manifest');
    const refused = await fetch(`${cdnUrl}/config.json`);
    assert.equal(refused.status, 404);
    assertSecurityHeaders(refused, 'cdn 404');
  } finally {
    await close(cdn);
  }

  const secure = createAppServer({ dir: distOf('host'), configFile: suite.site.configFile, hsts: true });
  const secureUrl = await listen(secure);
  try {
    const answer = await fetchOk(`${secureUrl}/`);
    assert.equal(answer.headers.get('strict-transport-security'), 'max-age=31536000');
    assertConfiguredOrigins(parseCsp(answer.headers.get('content-security-policy')), 'hsts host');
  } finally {
    await close(secure);
  }
});

/** Records every CSP violation the page reports, across navigations, besides the console errors. */
async function watchedPage(browser: Browser): Promise<RecordedPage & { violations: string[] }> {
  const recorded = await openRecordedPage(browser);
  const violations: string[] = [];
  await recorded.context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await recorded.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  });
  return { ...recorded, violations };
}

function assertNoViolation(recorded: { violations: string[]; consoleErrors: string[] }): void {
  assert.deepEqual(recorded.violations, []);
  const refused = recorded.consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text));
  assert.deepEqual(refused, []);
}

async function browseAsAdmin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.locator('[data-testid=category-grid] .category-name').first().waitFor();
  await page.goto(`${origin}/prods/frutas`);
  const card = page.getByTestId('product-card').first();
  await card.waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('img')].some((img) => img.naturalWidth > 0));
  await page
    .getByRole('button', { name: /^agregar / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Carrito/ })
    .last()
    .click();
  await page.getByText('Carrito de compra').waitFor();
  await logIn(page, origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${origin}/admin`);
  // The live channel is a websocket to the API: connect-src must admit its ws: origin.
  await page.getByTestId('live-status').getByText('En vivo').waitFor();
  await page.goto(`${origin}/admin/prods`);
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  await page.getByRole('heading', { name: 'Nuevo producto' }).waitFor();
}

test('the shop runs under its CSP: storefront, cart, admin with the live channel; no violation', async () => {
  const recorded = await watchedPage(suite.browser);
  await browseAsAdmin(recorded.page, suite.site.hostUrl);
  // A remote on its own (its harness) runs under the same policy.
  await recorded.page.goto(`${suite.site.apps['remote-shop'].url}/`);
  await recorded.page.locator('[data-testid=category-grid] .category-name').first().waitFor();
  assertNoViolation(recorded);

  // The policy does bite: an injected inline script and an eval are refused (and reported).
  await recorded.page.goto(`${suite.site.hostUrl}/`);
  await recorded.page.locator('[data-testid=category-grid] .category-name').first().waitFor();
  const ran = await recorded.page.evaluate(async () => {
    const flags = window as unknown as { inlineRan?: boolean; evalRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    // A string timer is an eval: refused without 'unsafe-eval'.
    (setTimeout as unknown as (code: string, ms: number) => void)('window.evalRan = true', 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { inline: flags.inlineRan === true, eval: flags.evalRan === true };
  });
  assert.deepEqual(ran, { inline: false, eval: false });
  assert.ok(
    recorded.violations.some((text) => text.startsWith('script-src-elem blocked inline')),
    recorded.violations.join('\n'),
  );
  assert.ok(
    recorded.violations.some((text) => text.startsWith('script-src blocked eval')),
    recorded.violations.join('\n'),
  );
  await recorded.context.close();
});

test('nginx (deploy/nginx) sends the same headers, and the shop runs under its CSP there too', async () => {
  const site = await startNginxSite();
  const recorded = await watchedPage(suite.browser);
  try {
    for (const url of [`${site.origin}/`, `${site.origin}/remotes/remote-shop/mf-manifest.json`]) {
      const csp = assertSecurityHeaders(await fetchOk(url), url);
      assert.deepEqual(csp.get('connect-src'), ["'self'"], 'one origin: the API and its websocket are self');
      assert.deepEqual(csp.get('script-src'), ["'self'"]);
    }
    const api = await fetch(`${site.origin}/health`);
    await api.arrayBuffer();
    assertSecurityHeaders(api, 'an API answer through nginx');
    await browseAsAdmin(recorded.page, site.origin);
    assertNoViolation(recorded);
  } finally {
    await recorded.context.close();
    await site.close();
  }
});
