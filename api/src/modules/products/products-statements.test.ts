import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useTestApi } from '../../test/helper.js';

const api = useTestApi();

interface Listed {
  category: { id: string; name: string; productCount: number };
}

/** Runs one GraphQL request and counts the SQL statements it executes. */
async function countStatements<Data>(query: string, variables: Record<string, unknown> = {}) {
  await api.ready();
  const statements: string[] = [];
  const stop = api.app.database.watchQueries((sql) => statements.push(sql));
  try {
    const { body } = await api.gql<Data>(query, { variables });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return { data: body.data as Data, statements };
  } finally {
    stop();
  }
}

const PAGE = `query ($page: PaginationInput) {
  productsPage(page: $page) {
    status paginationRes { hasNext endValue endId pageNum }
    products { name category { id name productCount } }
  }
}`;

type PageData = {
  productsPage: {
    status: boolean;
    paginationRes: { hasNext: boolean; endValue: string; endId: string; pageNum: number };
    products: Listed[];
  };
};

async function categoryCounts() {
  const { body } = await api.gql<{ categories: { id: string; productCount: number }[] }>(
    '{ categories { id productCount } }',
  );
  return new Map((body.data?.categories ?? []).map((category) => [category.id, category.productCount]));
}

test('productsPage runs the same 3 statements for 4 or 20 products with their categories', async () => {
  const counts = await categoryCounts();
  const small = await countStatements<PageData>(PAGE, { page: { nPerPage: 4 } });
  const large = await countStatements<PageData>(PAGE, { page: { nPerPage: 20 } });
  assert.equal(small.data.productsPage.products.length, 4);
  assert.equal(large.data.productsPage.products.length, 20);
  const categoriesShown = new Set(large.data.productsPage.products.map((product) => product.category.id));
  assert.ok(categoriesShown.size > 1, 'the page spans several categories');
  // Total, page rows, then every category of the page at once.
  assert.equal(small.statements.length, 3, small.statements.join('\n'));
  assert.equal(large.statements.length, small.statements.length, large.statements.join('\n'));
  for (const { category } of large.data.productsPage.products) {
    assert.equal(category.productCount, counts.get(category.id), category.name);
  }
});

test('the next page costs the same, and so do the list and the featured products', async () => {
  const first = await countStatements<PageData>(PAGE, { page: { nPerPage: 20 } });
  const { endValue, endId, pageNum } = first.data.productsPage.paginationRes;
  const next = await countStatements<PageData>(PAGE, {
    page: { requestedPage: 'NEXT', nPerPage: 20, endValue, endId, pageNum },
  });
  assert.equal(next.data.productsPage.paginationRes.pageNum, 1);
  assert.equal(next.statements.length, 3);

  const list = await countStatements<{ products: Listed[] }>('{ products { name category { name productCount } } }');
  assert.ok(list.data.products.length > 40);
  assert.equal(list.statements.length, 2, 'the products, then their categories');

  const featured = await countStatements<{ featuredProducts: Listed[] }>(
    '{ featuredProducts(limit: 24) { name category { name productCount } } }',
  );
  assert.equal(featured.data.featuredProducts.length, 24);
  assert.equal(featured.statements.length, 2);
});

test('without totals a page is 2 statements, and products without category fields need no category query', async () => {
  const noTotals = await countStatements<PageData>(PAGE, { page: { nPerPage: 10, isShowTotals: false } });
  assert.equal(noTotals.statements.length, 2);
  const bare = await countStatements('{ productsPage(page: {nPerPage: 10}) { products { name categoryId } } }');
  assert.equal(bare.statements.length, 2);
});
