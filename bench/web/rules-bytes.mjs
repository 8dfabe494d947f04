// Issue 19: what a page pays for the `rules` schemas. A JS file "holds the schemas" when its source
// map lists valibot or a rules/src file that `rules/plain` does not re-export (the limits and
// messages ride in `shared` on every page, the schemas come with `shared/forms`). Per page: the gzip
// bytes of the JS files of one cold load that hold them. The form pages may pay up to 10 KB, the
// catalogue pages nothing. `node bench/web/rules-bytes.mjs` measures just this (bench ports).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGES, ROOT, webSettings } from './config.mjs';
import { APPS, onBenchSite } from './site.mjs';
import { recordPage } from './traffic.mjs';

/** The pages measured: the catalogue ones (budget 0) and one of each app's forms (budget 10 KB). */
export const RULES_PAGES = [
  ...['home', 'category', 'product'].map((name) => ({ ...PAGES.find((page) => page.name === name), form: false })),
  { ...PAGES.find((page) => page.name === 'register'), form: true },
  { ...PAGES.find((page) => page.name === 'checkout'), form: true },
  { name: 'productEdit', path: (demo) => `/admin/product/${demo.product.id}`, who: 'admin', form: true },
];

/** The rules/src files `rules/plain` re-exports (no valibot): `limits.ts`, `messages.ts`... */
export function plainRulesFiles(plainEntry = readFileSync(path.join(ROOT, 'rules/src/plain.ts'), 'utf8')) {
  return [...plainEntry.matchAll(/from '\.\/([\w-]+)\.js'/g)].map((match) => `${match[1]}.ts`);
}

/** True when a bundle's sources hold valibot or a schema file of rules/src (one outside `plain`). */
export function holdsSchemaCode(sources, plain) {
  return sources.some((source) => {
    if (/(^|\/)node_modules\/valibot\//.test(source)) return true;
    const rulesFile = /(^|\/)rules\/src\/([\w-]+\.ts)$/.exec(source)?.[2];
    return rulesFile !== undefined && !plain.includes(rulesFile);
  });
}

/** The dist file an app port served `url` from (`<app>/dist/<path>`), or null for another origin. */
export function distFileOf(url, appOrigins, root = ROOT) {
  const app = Object.keys(appOrigins).find((name) => url.startsWith(`${appOrigins[name]}/`));
  return app ? path.join(root, app, 'dist', decodeURIComponent(new URL(url).pathname)) : null;
}

/** The `sources` of a built JS file's source map; [] when it has none. */
export function sourcesOfFile(file) {
  const map = file && `${file}.map`;
  if (!map || !existsSync(map)) return [];
  return JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
}

/** {gzip, count, files} of the JS responses of one page load that hold the schemas. */
export function schemaBytes(responses, sourcesOf, plain) {
  const files = responses
    .filter((response) => response.kind === 'js' && holdsSchemaCode(sourcesOf(response.url), plain))
    .map(({ url, gzip }) => ({ url, gzip }));
  return { gzip: files.reduce((sum, file) => sum + file.gzip, 0), count: files.length, files };
}

function storageOf(page, demo) {
  const account = page.who && demo.storage[page.who];
  return account ? { session: account.session, ...(page.cart && { cart: account.cart }) } : undefined;
}

/** One cold load of every RULES_PAGES page on the composed site: {page: {path, form, gzip, count, files}}. */
export async function measureRulesBytes({ browser, demo, urls }) {
  const appOrigins = Object.fromEntries(APPS.map((app) => [app, urls[app]]));
  const plain = plainRulesFiles();
  const sourcesOf = (url) => sourcesOfFile(distFileOf(url, appOrigins));
  const pages = {};
  for (const page of RULES_PAGES) {
    const expectedPath = page.path(demo);
    const target = {
      name: page.name,
      url: urls.host + expectedPath,
      expectedPath,
      demo,
      storage: storageOf(page, demo),
    };
    const { responses } = await recordPage(browser, target);
    pages[page.name] = { path: expectedPath, form: page.form, ...schemaBytes(responses, sourcesOf, plain) };
  }
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const KB = (bytes) => (bytes / 1024).toFixed(1);
  await onBenchSite(webSettings(process.env), { monolith: false }, async ({ site, browser, demo }) => {
    const pages = await measureRulesBytes({ browser, demo, urls: site.urls });
    for (const [name, page] of Object.entries(pages)) {
      console.log(`${name} ${page.path}: ${KB(page.gzip)} KB gzip of schema code in ${page.count} files`);
      for (const file of page.files) console.log(`  ${file.url} ${KB(file.gzip)} KB`);
    }
  });
}
