import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { useTestApi } from '../../test/helper.js';
import { moveFrom, type PageInput, type PageRes } from '../../test/users-client.js';
import { products as productsTable } from './products.table.js';

const api = useTestApi();

interface PagedProduct {
  id: string;
  name: string;
  description: string;
  isActive: boolean;
  price: { discountPercentage: number };
  category: { slug: string; isActive: boolean };
}

interface PageResult {
  status: boolean;
  message: string;
  paginationRes: PageRes;
  products: PagedProduct[];
}

interface Scope {
  categorySlug?: string | null;
  search?: string | null;
}

const PAGE_FIELDS = `requestedPage pageNum nPerPage cursorField startValue endValue startId endId isUniquefield
  isSortAsc isShowTotals isPageOk hasPrev hasNext isCanContinue resultCode resultMessage totalDocs totalPags
  nameToFilter queryObjString`;

const PAGE_QUERY = `query ($page: PaginationInput, $categorySlug: String, $search: String) {
  productsPage(page: $page, categorySlug: $categorySlug, search: $search) {
    status message
    paginationRes { ${PAGE_FIELDS} }
    products { id name description isActive price { discountPercentage } category { slug isActive } }
  }
}`;

const LIST_QUERY = `query ($categorySlug: String) { products(categorySlug: $categorySlug) { id name description } }`;

async function productsPage(page: PageInput | undefined, scope: Scope = {}) {
  const response = await api.gql<{ productsPage: PageResult }>(PAGE_QUERY, { variables: { page, ...scope } });
  assert.equal(response.statusCode, 200);
  assert.equal(response.body.errors, undefined, JSON.stringify(response.body.errors));
  const result = response.body.data?.productsPage;
  if (!result) throw new Error('no productsPage in the answer');
  return result;
}

async function listIds(categorySlug?: string) {
  const { body } = await api.gql<{ products: { id: string; name: string; description: string }[] }>(LIST_QUERY, {
    variables: { categorySlug },
  });
  return body.data?.products ?? [];
}

/** Pages from `first` following `step` until the list says there is no more. */
async function walk(first: PageInput, step: 'NEXT' | 'PREV', scope: Scope = {}) {
  const pages: PageResult[] = [];
  let result = await productsPage(first, scope);
  for (let guard = 0; guard < 60; guard += 1) {
    assert.equal(result.status, true, result.message);
    pages.push(result);
    const more = step === 'NEXT' ? result.paginationRes.hasNext : result.paginationRes.hasPrev;
    if (!more) return pages;
    result = await productsPage(moveFrom(result.paginationRes, step), scope);
  }
  throw new Error('paging never ended');
}

const ids = (page: PageResult) => page.products.map((product) => product.id);

/** An oracle independent of the server's folding: Unicode decomposition, then drop the marks. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const matches = (product: { name: string; description: string }, search: string) =>
  plain(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => plain(`${product.name} ${product.description}`).includes(word));

const SCOPES: { label: string; scope: Scope; expected: () => Promise<string[]> }[] = [
  { label: 'every category', scope: {}, expected: async () => (await listIds()).map((p) => p.id) },
  {
    label: 'one category',
    scope: { categorySlug: 'frutas' },
    expected: async () => (await listIds('frutas')).map((p) => p.id),
  },
  {
    label: 'a search',
    scope: { search: 'de' },
    expected: async () => (await listIds()).filter((p) => matches(p, 'de')).map((p) => p.id),
  },
];

for (const nPerPage of [4, 7]) {
  for (const { label, scope, expected } of SCOPES) {
    test(`${label}, ${nPerPage} per page: FIRST/NEXT, PREV back, and LAST agree with the products list`, async () => {
      const all = await expected();
      assert.ok(all.length > nPerPage, `${label}: ${all.length} products is too few to page`);
      const totalPags = Math.ceil(all.length / nPerPage);

      const forward = await walk({ requestedPage: 'FIRST', nPerPage }, 'NEXT', scope);
      assert.deepEqual(forward.flatMap(ids), all, 'every product once, in name order');
      assert.equal(forward.length, totalPags);
      forward.forEach((page, index) => {
        const res = page.paginationRes;
        assert.equal(res.pageNum, index);
        assert.equal(res.totalDocs, all.length);
        assert.equal(res.totalPags, totalPags);
        assert.equal(res.hasPrev, index > 0);
        assert.equal(res.hasNext, index < totalPags - 1);
        assert.equal(res.resultCode, 11);
        assert.equal(res.isPageOk, true);
        assert.equal(res.cursorField, 'name');
        assert.deepEqual(ids(page), all.slice(index * nPerPage, (index + 1) * nPerPage));
        assert.ok(page.products.every((product) => product.isActive && product.category.isActive));
        if (scope.categorySlug)
          assert.ok(page.products.every((product) => product.category.slug === scope.categorySlug));
      });

      const lastOfWalk = forward.at(-1) as PageResult;
      const back = await walk(moveFrom(lastOfWalk.paginationRes, 'PREV'), 'PREV', scope);
      assert.deepEqual([lastOfWalk, ...back].map(ids), forward.map(ids).reverse(), 'PREV walks the same pages back');
      assert.deepEqual(
        back.map((page) => page.paginationRes.pageNum),
        forward
          .map((page) => page.paginationRes.pageNum)
          .reverse()
          .slice(1),
      );
      assert.equal(back.at(-1)?.paginationRes.hasPrev, false);

      const fromLast = await walk({ requestedPage: 'LAST', nPerPage }, 'PREV', scope);
      assert.deepEqual(ids(fromLast[0] as PageResult), ids(lastOfWalk), 'LAST is the last page of the walk');
      assert.equal(fromLast[0]?.paginationRes.pageNum, totalPags - 1);
      assert.equal(fromLast[0]?.paginationRes.hasNext, false);
      assert.deepEqual(fromLast.map(ids), forward.map(ids).reverse());
    });
  }
}

test('createdAt pages (equal timestamps in the seed) still visit every product once', async () => {
  const all = (await listIds()).map((product) => product.id);
  for (const isSortAsc of [true, false]) {
    const pages = await walk({ cursorField: 'createdAt', nPerPage: 5, isSortAsc }, 'NEXT');
    const seen = pages.flatMap(ids);
    assert.equal(new Set(seen).size, seen.length);
    assert.deepEqual([...seen].sort(), [...all].sort());
  }
});

test('no page, "todas" and an empty slug mean every category; an unknown slug is an empty page', async () => {
  const everything = await productsPage(undefined);
  assert.equal(everything.status, true);
  assert.equal(everything.paginationRes.nPerPage, 4, 'default page size');
  assert.equal(everything.products.length, 4);
  for (const categorySlug of ['todas', '', null]) {
    const page = await productsPage({ nPerPage: 4 }, { categorySlug });
    assert.deepEqual(ids(page), ids(everything), String(categorySlug));
    assert.equal(page.paginationRes.totalDocs, everything.paginationRes.totalDocs);
  }
  const unknown = await productsPage({ nPerPage: 4 }, { categorySlug: 'no-existe' });
  assert.equal(unknown.status, true);
  assert.deepEqual(unknown.products, []);
  assert.equal(unknown.paginationRes.totalDocs, 0);
  assert.equal(unknown.paginationRes.totalPags, 0);
  assert.equal(unknown.paginationRes.hasNext, false);
});

test('queryObjString {"onSale": true|false} splits the catalogue by discount', async () => {
  const total = (await listIds()).length;
  const onSale = await walk({ nPerPage: 50, queryObjString: '{"onSale":true}' }, 'NEXT');
  const regular = await walk({ nPerPage: 50, queryObjString: '{"onSale": false}' }, 'NEXT');
  const sale = onSale.flatMap((page) => page.products);
  const full = regular.flatMap((page) => page.products);
  assert.ok(sale.length > 0 && sale.every((product) => product.price.discountPercentage > 0));
  assert.ok(full.every((product) => product.price.discountPercentage === 0));
  assert.equal(sale.length + full.length, total);
});

test('invalid paging input is an answer with a Spanish message, never an error', async () => {
  const cases: { label: string; page?: PageInput; search?: string; code: number; message: RegExp }[] = [
    { label: 'negative size', page: { nPerPage: -1 }, code: 21, message: /tamaño de página/ },
    { label: 'size 101', page: { nPerPage: 101 }, code: 21, message: /entre 1 y 100/ },
    { label: 'unknown cursor', page: { cursorField: 'price' }, code: 23, message: /No se puede ordenar por "price"/ },
    { label: 'not JSON', page: { queryObjString: '{onSale: true' }, code: 26, message: /objeto JSON/ },
    { label: 'a JSON array', page: { queryObjString: '[{"onSale":true}]' }, code: 26, message: /objeto JSON/ },
    { label: 'field not allowed', page: { queryObjString: '{"$where":"1"}' }, code: 26, message: /no admite el campo/ },
    { label: 'bad onSale', page: { queryObjString: '{"onSale":"yes"}' }, code: 26, message: /no es válido/ },
    { label: 'search of 101', search: `${'a'.repeat(101)}`, code: 27, message: /como máximo 100 caracteres/ },
  ];
  for (const { label, page, search, code, message } of cases) {
    const response = await api.gql<{ productsPage: PageResult }>(PAGE_QUERY, { variables: { page, search } });
    assert.equal(response.statusCode, 200, label);
    assert.equal(response.body.errors, undefined, label);
    const result = response.body.data?.productsPage;
    assert.equal(result?.status, false, label);
    assert.match(result?.message ?? '', message, label);
    assert.deepEqual(result?.products, [], label);
    assert.equal(result?.paginationRes.resultCode, code, label);
    assert.equal(result?.paginationRes.isPageOk, false, label);
    assert.equal(result?.paginationRes.resultMessage, result?.message, label);
  }
  // Surrounding spaces do not count towards the limit.
  const padded = await productsPage({ nPerPage: 4 }, { search: `  ${'a'.repeat(100)}  ` });
  assert.equal(padded.status, true);
});

test('search ignores accents and case: "platano" finds Plátano, "pina" finds Piña', async () => {
  const names = async (search: string) =>
    (await productsPage({ nPerPage: 100 }, { search })).products.map((product) => product.name);
  assert.deepEqual(await names('platano'), ['Plátano Tabasco']);
  assert.deepEqual(await names('PLÁTANO'), ['Plátano Tabasco']);
  // A word is a substring: "pina" is also in "espinaca" and "sin espinas".
  assert.ok((await names('pina')).includes('Piña miel'));
  assert.deepEqual(await names('PINA miel'), ['Piña miel']);
  assert.deepEqual(await names('  piña   MIEL '), ['Piña miel']);
});

test('every word must match somewhere in the name or description: two words narrow', async () => {
  const one = await productsPage({ nPerPage: 100 }, { search: 'dulce' });
  const two = await productsPage({ nPerPage: 100 }, { search: 'dulce   jugosa' });
  assert.ok(two.products.length > 0, 'some products are sweet and juicy');
  assert.ok(two.products.length < one.products.length);
  const sweet = new Set(ids(one));
  assert.ok(two.products.every((product) => sweet.has(product.id)));
  assert.ok(two.products.every((product) => matches(product, 'dulce jugosa')));
  assert.equal(two.paginationRes.totalDocs, two.products.length);
});

test('LIKE wildcards in a search match literally', async () => {
  const { db } = api.app.database;
  const [verduras] = await db.select({ categoryId: productsTable.categoryId }).from(productsTable).limit(1);
  await db.insert(productsTable).values({
    name: 'Caja surtida al 50%',
    slug: 'caja-surtida',
    description: 'Verdura de temporada con descuento.',
    categoryId: verduras?.categoryId ?? '',
    basePriceCents: 10_000,
  });
  try {
    const search = async (text: string) =>
      (await productsPage({ nPerPage: 100 }, { search: text })).products.map((product) => product.name);
    assert.deepEqual(await search('50%'), ['Caja surtida al 50%']);
    assert.deepEqual(await search('%'), ['Caja surtida al 50%']);
    assert.deepEqual(await search('_'), []);
    assert.deepEqual(await search('\\'), []);
  } finally {
    await db.delete(productsTable).where(eq(productsTable.slug, 'caja-surtida'));
  }
});

test('inactive products never appear, whatever the search', async () => {
  assert.equal((await productsPage({ nPerPage: 100 }, { search: 'pitaya' })).paginationRes.totalDocs, 0);
  const purple = await productsPage({ nPerPage: 100 }, { search: 'pulpa' });
  assert.ok(purple.products.every((product) => product.isActive));
  assert.ok(!purple.products.some((product) => product.name === 'Pitaya roja'));
});

test('NEXT from pageNum 2147483647 (the largest Int) is a page, never an error', async () => {
  const first = await productsPage({ nPerPage: 2 });
  const { endValue, endId } = first.paginationRes;
  const next = await productsPage({ requestedPage: 'NEXT', nPerPage: 2, endValue, endId, pageNum: 2147483647 });
  assert.equal(next.status, true);
  assert.equal(next.paginationRes.pageNum, 2147483647);
  assert.equal(next.products.length, 2);
});
