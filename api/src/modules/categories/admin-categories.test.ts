import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { asc, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { categories } from './categories.table.js';

const api = useTestApi();
afterEach(() => api.resetData());

const REFUSED = 'Esta operación requiere una cuenta de administrador.';
const FIELDS = 'id name slug order imageNum imageUrl isActive productCount';

interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  order: number;
  imageNum: number;
  imageUrl: string;
  isActive: boolean;
  productCount: number;
}
interface ListResult {
  status: boolean;
  message: string;
  categories: AdminCategory[];
}
interface SaveResult {
  status: boolean;
  message: string;
  category: AdminCategory | null;
}

const LIST = `{ adminCategories { status message categories { ${FIELDS} } } }`;
const SAVE = `mutation ($input: CategoryInput!) { saveCategory(input: $input) { status message category { ${FIELDS} } } }`;
const SET_ACTIVE = `mutation ($id: ID!, $isActive: Boolean!) {
  setCategoryActive(id: $id, isActive: $isActive) { status message category { ${FIELDS} } } }`;
const MOVE = `mutation ($id: ID!, $direction: MoveDirection!) {
  moveCategory(id: $id, direction: $direction) { status message categories { ${FIELDS} } } }`;

const admin = () => api.tokenFor(DEMO_ADMIN);

async function call<Data>(query: string, variables: Record<string, unknown>, authorization?: string) {
  const { statusCode, body } = await api.gql<Data>(query, { variables, authorization });
  assert.equal(statusCode, 200);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!;
}

/** The stored rows, to prove nothing changed. */
const snapshot = () => api.app.database.db.select().from(categories).orderBy(asc(categories.order), asc(categories.id));

const byName = async (name: string) => (await snapshot()).find((row) => row.name === name);

test('anonymous callers and clients are refused every admin category operation, and nothing changes', async () => {
  await api.ready();
  const before = await snapshot();
  const frutas = before.find((row) => row.slug === 'frutas')!;
  for (const authorization of [undefined, await api.tokenFor(DEMO_CLIENT)]) {
    const list = await call<{ adminCategories: ListResult }>(LIST, {}, authorization);
    assert.deepEqual(list.adminCategories, { status: false, message: REFUSED, categories: [] });

    const save = await call<{ saveCategory: SaveResult }>(
      SAVE,
      { input: { name: 'Hongos', order: 9, imageNum: 3 } },
      authorization,
    );
    assert.deepEqual(save.saveCategory, { status: false, message: REFUSED, category: null });
    const edit = await call<{ saveCategory: SaveResult }>(
      SAVE,
      { input: { id: frutas.id, name: 'Otra', order: 1, imageNum: 1 } },
      authorization,
    );
    assert.deepEqual(edit.saveCategory, { status: false, message: REFUSED, category: null });

    const active = await call<{ setCategoryActive: SaveResult }>(
      SET_ACTIVE,
      { id: frutas.id, isActive: false },
      authorization,
    );
    assert.deepEqual(active.setCategoryActive, { status: false, message: REFUSED, category: null });

    const move = await call<{ moveCategory: ListResult }>(MOVE, { id: frutas.id, direction: 'DOWN' }, authorization);
    assert.deepEqual(move.moveCategory, { status: false, message: REFUSED, categories: [] });
  }
  assert.deepEqual(await snapshot(), before);
});

test('admins list every category, the inactive one included, by order with product counts', async () => {
  const { adminCategories } = await call<{ adminCategories: ListResult }>(LIST, {}, await admin());
  assert.equal(adminCategories.status, true);
  assert.deepEqual(
    adminCategories.categories.map((category) => [category.slug, category.order, category.isActive]),
    [
      ['frutas', 1, true],
      ['frutas-tropicales', 2, true],
      ['verduras', 3, true],
      ['chiles', 4, true],
      ['raices-y-tuberculos', 5, true],
      ['hojas-verdes', 6, true],
      ['hierbas-y-especias', 7, true],
      ['de-temporada', 8, false],
    ],
  );
  const tropical = adminCategories.categories.find((category) => category.slug === 'frutas-tropicales');
  assert.equal(tropical?.productCount, 8);
  assert.equal(tropical?.imageUrl, 'http://api.test/images/categories/2.svg');
});

test('an admin creates a category: slug from the name, active, seen by the storefront once it has a product', async () => {
  const { saveCategory } = await call<{ saveCategory: SaveResult }>(
    SAVE,
    { input: { id: null, name: '  Hongos   y setas ', order: 9, imageNum: 4 } },
    await admin(),
  );
  assert.equal(saveCategory.status, true, saveCategory.message);
  assert.equal(saveCategory.message, 'Categoría «Hongos y setas» creada.');
  assert.deepEqual(
    { ...saveCategory.category, id: undefined },
    {
      id: undefined,
      name: 'Hongos y setas',
      slug: 'hongos-y-setas',
      order: 9,
      imageNum: 4,
      imageUrl: 'http://api.test/images/categories/4.svg',
      isActive: true,
      productCount: 0,
    },
  );
  const stored = await byName('Hongos y setas');
  assert.equal(stored?.id, saveCategory.category?.id);
  const listed = async () => {
    const { body } = await api.gql<{ categories: { slug: string }[] }>('{ categories { slug } }');
    return body.data!.categories.some((category) => category.slug === 'hongos-y-setas');
  };
  // An empty shelf is not offered to shoppers (issue 29); it is once a product on sale is in it.
  assert.equal(await listed(), false);
  await queryRows(
    api.app.database.db,
    sql`update products set category_id = ${stored!.id} where slug = (select min(slug) from products where is_active)`,
  );
  api.app.responseCache.invalidate(); // changed by SQL, behind the API's back
  assert.equal(await listed(), true);
});

test('an admin edits a category: name, slug, order and image change together', async () => {
  const chiles = (await byName('Chiles'))!;
  const { saveCategory } = await call<{ saveCategory: SaveResult }>(
    SAVE,
    { input: { id: chiles.id, name: 'Chiles secos y frescos', order: 40, imageNum: 6 } },
    await admin(),
  );
  assert.equal(saveCategory.status, true, saveCategory.message);
  assert.equal(saveCategory.category?.slug, 'chiles-secos-y-frescos');
  const stored = await byName('Chiles secos y frescos');
  assert.equal(stored?.id, chiles.id);
  assert.deepEqual(
    [stored?.slug, stored?.order, stored?.imageNum, stored?.isActive],
    ['chiles-secos-y-frescos', 40, 6, true],
  );
  assert.equal(saveCategory.category?.productCount, (await listed('chiles-secos-y-frescos'))?.productCount);
  // Saving it again with its own name is no clash.
  const again = await call<{ saveCategory: SaveResult }>(
    SAVE,
    { input: { id: chiles.id, name: 'Chiles secos y frescos', order: 41, imageNum: 6 } },
    await admin(),
  );
  assert.equal(again.saveCategory.status, true, again.saveCategory.message);
});

async function listed(slug: string) {
  const { adminCategories } = await call<{ adminCategories: ListResult }>(LIST, {}, await admin());
  return adminCategories.categories.find((category) => category.slug === slug);
}

test('bad input answers a Spanish message and saves nothing', async () => {
  const token = await admin();
  const frutas = (await byName('Frutas'))!;
  const before = await snapshot();
  const cases: [Record<string, unknown>, string | RegExp][] = [
    [{ name: '   ', order: 1, imageNum: 1 }, 'El nombre es obligatorio'],
    [{ name: '', order: 1, imageNum: 1 }, 'El nombre es obligatorio'],
    [{ name: 'Hongos', order: null, imageNum: 1 }, 'El orden es obligatorio'],
    [{ name: 'Hongos', imageNum: 1 }, 'El orden es obligatorio'],
    [{ name: 'x'.repeat(61), order: 1, imageNum: 1 }, 'El nombre admite como máximo 60 caracteres.'],
    [{ name: 'Hongos', order: -1, imageNum: 1 }, /^El orden debe ser un número entero entre 0 y 9999/],
    [{ name: 'Hongos', order: 10_000, imageNum: 1 }, /^El orden debe ser/],
    [{ name: 'Hongos', order: 1, imageNum: 0 }, 'La imagen debe ser un número entre 1 y 8.'],
    [{ name: 'Hongos', order: 1, imageNum: 9 }, 'La imagen debe ser un número entre 1 y 8.'],
    [{ name: '¿¡!?', order: 1, imageNum: 1 }, /letra o un número/],
    // slug clashes: with another category (accents and case folded), and with the storefront's 'todas'
    [{ name: 'FRÚTAS', order: 1, imageNum: 1 }, /^Ya existe una categoría/],
    [{ id: frutas.id, name: 'Verduras', order: 1, imageNum: 1 }, /^Ya existe una categoría/],
    [{ name: 'Todas', order: 1, imageNum: 1 }, /^Ya existe una categoría/],
    [
      { id: '00000000-0000-4000-8000-000000000000', name: 'Hongos', order: 1, imageNum: 1 },
      'No encontramos esa categoría.',
    ],
    [{ id: 'not-an-id', name: 'Hongos', order: 1, imageNum: 1 }, 'No encontramos esa categoría.'],
  ];
  for (const [input, expected] of cases) {
    const { saveCategory } = await call<{ saveCategory: SaveResult }>(SAVE, { input }, token);
    assert.equal(saveCategory.status, false, JSON.stringify(input));
    assert.equal(saveCategory.category, null);
    if (typeof expected === 'string') assert.equal(saveCategory.message, expected, JSON.stringify(input));
    else assert.match(saveCategory.message, expected, JSON.stringify(input));
  }
  assert.deepEqual(await snapshot(), before);
});

test('deactivating hides the category and its products from the storefront; activating brings them back', async () => {
  const token = await admin();
  const tropical = (await byName('Frutas tropicales'))!;
  const storefront = async () => {
    const { body } = await api.gql<{
      categories: { slug: string }[];
      productsPage: { products: { category: { slug: string } }[] };
      category: { slug: string } | null;
    }>(
      `{ categories { slug }
         category(slug: "frutas-tropicales") { slug }
         productsPage(page: { nPerPage: 100 }) { products { category { slug } } } }`,
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const data = body.data!;
    return {
      listed: data.categories.some((category) => category.slug === 'frutas-tropicales'),
      page: data.category !== null,
      products: data.productsPage.products.filter((product) => product.category.slug === 'frutas-tropicales').length,
    };
  };
  assert.deepEqual(await storefront(), { listed: true, page: true, products: 8 });

  const off = await call<{ setCategoryActive: SaveResult }>(SET_ACTIVE, { id: tropical.id, isActive: false }, token);
  assert.equal(off.setCategoryActive.status, true);
  assert.equal(off.setCategoryActive.category?.isActive, false);
  assert.deepEqual(await storefront(), { listed: false, page: false, products: 0 });
  const slugged = await api.gql<{ productsPage: { products: unknown[] } }>(
    '{ productsPage(categorySlug: "frutas-tropicales") { products { id } } }',
  );
  assert.deepEqual(slugged.body.data?.productsPage.products, []);
  assert.equal((await listed('frutas-tropicales'))?.isActive, false, 'still in the admin list');

  const on = await call<{ setCategoryActive: SaveResult }>(SET_ACTIVE, { id: tropical.id, isActive: true }, token);
  assert.equal(on.setCategoryActive.status, true);
  assert.deepEqual(await storefront(), { listed: true, page: true, products: 8 });

  const unknown = await call<{ setCategoryActive: SaveResult }>(SET_ACTIVE, { id: 'nope', isActive: false }, token);
  assert.deepEqual(unknown.setCategoryActive, {
    status: false,
    message: 'No encontramos esa categoría.',
    category: null,
  });
});

test('moveCategory swaps the order with the neighbour; the ends refuse', async () => {
  const token = await admin();
  const verduras = (await byName('Verduras'))!;
  const up = await call<{ moveCategory: ListResult }>(MOVE, { id: verduras.id, direction: 'UP' }, token);
  assert.equal(up.moveCategory.status, true, up.moveCategory.message);
  assert.deepEqual(
    up.moveCategory.categories.slice(0, 4).map((category) => [category.slug, category.order]),
    [
      ['frutas', 1],
      ['verduras', 2],
      ['frutas-tropicales', 3],
      ['chiles', 4],
    ],
  );
  const down = await call<{ moveCategory: ListResult }>(MOVE, { id: verduras.id, direction: 'DOWN' }, token);
  assert.deepEqual(
    down.moveCategory.categories.slice(1, 3).map((category) => category.slug),
    ['frutas-tropicales', 'verduras'],
  );
  // The storefront follows the new order.
  const { body } = await api.gql<{ categories: { slug: string }[] }>('{ categories { slug } }');
  assert.deepEqual(
    body.data?.categories.slice(0, 3).map((category) => category.slug),
    ['frutas', 'frutas-tropicales', 'verduras'],
  );

  const before = await snapshot();
  const first = (await byName('Frutas'))!;
  const top = await call<{ moveCategory: ListResult }>(MOVE, { id: first.id, direction: 'UP' }, token);
  assert.equal(top.moveCategory.status, false);
  assert.equal(top.moveCategory.message, 'La categoría ya está en ese extremo de la lista.');
  const last = (await byName('De temporada'))!;
  const bottom = await call<{ moveCategory: ListResult }>(MOVE, { id: last.id, direction: 'DOWN' }, token);
  assert.equal(bottom.moveCategory.status, false);
  assert.deepEqual(await snapshot(), before);
});

test('moving between categories with the same order renumbers the list so the move shows', async () => {
  const token = await admin();
  const chiles = (await byName('Chiles'))!;
  const verduras = (await byName('Verduras'))!;
  await call(SAVE, { input: { id: chiles.id, name: 'Chiles', order: 3, imageNum: 4 } }, token);
  // Same order 3: by name, Chiles comes before Verduras.
  const moved = await call<{ moveCategory: ListResult }>(MOVE, { id: verduras.id, direction: 'UP' }, token);
  assert.equal(moved.moveCategory.status, true);
  assert.deepEqual(moved.moveCategory.categories.map((category) => [category.slug, category.order]).slice(0, 5), [
    ['frutas', 1],
    ['frutas-tropicales', 2],
    ['verduras', 3],
    ['chiles', 4],
    ['raices-y-tuberculos', 5],
  ]);
});
