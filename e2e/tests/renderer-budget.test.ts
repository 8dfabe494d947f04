// Issue 28 item 5 (docs/security.md, "The renderer's own API budget"): every page the host's
// server renders costs it 1-2 API requests from its one address. Counted with the shoppers of that
// address, 700 anonymous page views with distinct query strings used up the 600-a-minute budget
// and every shopper got the plain page. The renderer now names itself to the API (SSR_API_SECRET)
// and has a budget of its own: the next visitor still gets the page with its content, and the
// shoppers' own budget is untouched. (Query strings the page does not read also share one render:
// scripts/ssr/page-renderer.test.mjs.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rawGet } from './support/raw-http.ts';
import { startSite, type Site } from './support/site.ts';

// Read when the host starts: renders kept as in production; a render may take long on a busy machine.
process.env.SSR_TTL_MS = '30000';
process.env.SSR_TIMEOUT_MS = '20000';

const VIEWS = 700;
const CONCURRENCY = 8;

let site: Site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

async function htmlOf(pathAndSearch: string): Promise<string> {
  const answer = await rawGet(`${site.hostUrl}${pathAndSearch}`, { accept: 'text/html' });
  assert.equal(answer.status, 200, pathAndSearch);
  return answer.body.toString();
}

const hasContent = (html: string) => /id="dc-first-render"/.test(html) && /data-testid="product-card"/.test(html);

test('700 anonymous page views with distinct query strings leave server rendering on for the next visitor', async () => {
  const { categories } = await site.api.query<{ categories: { slug: string }[] }>('{ categories { slug } }');
  // The first view may come before the renderer is loaded: wait for a rendered page.
  const deadline = Date.now() + 60_000;
  while (!hasContent(await htmlOf(`/prods/${categories[0]!.slug}`)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The categories with products (their pages show cards).
  const slugs: string[] = [];
  for (const { slug } of categories) if (hasContent(await htmlOf(`/prods/${slug}`))) slugs.push(slug);
  assert.ok(slugs.length >= 2, `categories with products: ${slugs.join(', ')}`);

  let next = 0;
  let rendered = 0;
  const sender = async () => {
    while (next < VIEWS) {
      const i = next++;
      // Each a distinct URL, as a crawler or a script would send them.
      if (hasContent(await htmlOf(`/prods/${slugs[i % slugs.length]}?v=${i}&utm_source=drill`))) rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));

  const nextVisitor = await htmlOf(`/prods/${slugs[1 % slugs.length]}?utm_source=newsletter`);
  assert.ok(
    hasContent(nextVisitor),
    `the next visitor's page arrives with its content (${rendered}/${VIEWS} rendered)`,
  );
  // The shoppers of this address (the browser tests, this test's own queries) kept their budget.
  const { categories: again } = await site.api.query<{ categories: { slug: string }[] }>('{ categories { slug } }');
  assert.equal(again.length, categories.length);
});
