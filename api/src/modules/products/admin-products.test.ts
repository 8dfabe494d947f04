import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import {
  adminProduct,
  adminProducts,
  categoryId,
  productIdBySlug,
  productInput,
  productRows,
  saveProduct,
  setProductActive,
  storefrontSees,
  type AdminProductsAnswer,
} from '../../test/admin-products-client.js';
import { products } from './products.table.js';

const api = useTestApi();
afterEach(() => api.resetData());

const admin = () => api.tokenFor(DEMO_ADMIN);
const REFUSED = 'Esta operación requiere una cuenta de administrador.';
const NOT_FOUND = 'No encontramos ese producto.';

/** Follows NEXT from the first page to the last and answers every page. */
async function walk(token: string, variables: Record<string, unknown>, nPerPage = 7) {
  const pages: AdminProductsAnswer[] = [await adminProducts(api, token, { ...variables, page: { nPerPage } })];
  for (let last = pages[0]!; last.paginationRes?.hasNext; last = pages.at(-1)!) {
    const { endValue, endId, pageNum } = last.paginationRes;
    const page = { requestedPage: 'NEXT', nPerPage, endValue, endId, pageNum };
    pages.push(await adminProducts(api, token, { ...variables, page }));
  }
  return pages;
}

test('anonymous callers and clients get the refusal and no page, product or change', async () => {
  await api.ready();
  const before = await productRows(api);
  const fresa = await productIdBySlug(api, 'fresa');
  for (const token of [undefined, await api.tokenFor(DEMO_CLIENT)]) {
    const list = await adminProducts(api, token, {});
    assert.deepEqual(list, { status: false, message: REFUSED, paginationRes: null, products: [] });
    assert.deepEqual(await adminProduct(api, token, fresa), { status: false, message: REFUSED, product: null });
    const category = await categoryId(api, 'frutas');
    const saved = await saveProduct(api, token, productInput(category));
    assert.deepEqual(saved, { status: false, message: REFUSED, product: null });
    assert.deepEqual(await setProductActive(api, token, fresa, false), {
      status: false,
      message: REFUSED,
      product: null,
    });
  }
  assert.deepEqual(await productRows(api), before);
});

test('the admin list pages through every product, inactive ones and inactive categories included', async () => {
  const token = await admin();
  const hidden = await saveProduct(api, token, productInput(await categoryId(api, 'de-temporada')));
  assert.equal(hidden.status, true, hidden.message);
  const [{ total } = { total: 0 }] = await api.app.database.db.select({ total: count() }).from(products);
  const pages = await walk(token, {});
  const seen = pages.flatMap((page) => page.products);
  assert.equal(pages[0]?.paginationRes?.totalDocs, total);
  assert.equal(seen.length, total);
  assert.equal(new Set(seen.map((product) => product.id)).size, total, 'no product twice');
  assert.ok(seen.some((product) => product.name === 'Pitaya roja' && !product.isActive));
  assert.ok(seen.some((product) => product.id === hidden.product?.id && !product.category.isActive));
});

test('search and category filter include inactive products; bad filters are answers', async () => {
  const token = await admin();
  const pitaya = await adminProducts(api, token, { search: '  PITAYA ' });
  assert.deepEqual(
    pitaya.products.map((product) => [product.name, product.isActive]),
    [['Pitaya roja', false]],
  );
  const tropical = await categoryId(api, 'frutas-tropicales');
  const stored = await api.app.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.categoryId, tropical));
  const listed = (await walk(token, { categoryId: tropical }, 4)).flatMap((page) => page.products);
  assert.deepEqual(listed.map((product) => product.id).sort(), stored.map((row) => row.id).sort());
  assert.ok(
    listed.some((product) => !product.isActive),
    'Pitaya roja is in it',
  );
  const both = await adminProducts(api, token, { categoryId: tropical, search: 'pitaya', page: { nPerPage: 50 } });
  assert.equal(both.products.length, 1);
  const unknown = await adminProducts(api, token, { categoryId: randomUUID() });
  assert.equal(unknown.status, true);
  assert.deepEqual(unknown.products, []);
  const all = await adminProducts(api, token, { categoryId: '  ' });
  assert.equal(all.paginationRes?.totalDocs, (await productRows(api)).length);
  for (const categoryIdValue of ['abc', "1' or '1'='1"]) {
    const bad = await adminProducts(api, token, { categoryId: categoryIdValue });
    assert.equal(bad.status, false);
    assert.equal(bad.message, 'No encontramos esa categoría. Elige una de la lista.');
    assert.equal(bad.paginationRes?.resultCode, 26);
  }
  const tooLong = await adminProducts(api, token, { search: 'a'.repeat(101) });
  assert.equal(tooLong.status, false);
  assert.equal(tooLong.paginationRes?.resultCode, 27);
});

test('adminProduct answers inactive products too; malformed and unknown ids get one message', async () => {
  const token = await admin();
  const pitaya = await adminProduct(api, token, await productIdBySlug(api, 'pitaya'));
  assert.equal(pitaya.status, true);
  assert.equal(pitaya.product?.name, 'Pitaya roja');
  assert.equal(pitaya.product?.isActive, false);
  for (const id of ['abc', randomUUID(), '', '../../etc/passwd']) {
    assert.deepEqual(await adminProduct(api, token, id), { status: false, message: NOT_FOUND, product: null }, id);
  }
});

test('setProductActive hides a product from the storefront and shows it again', async () => {
  const token = await admin();
  const fresa = await productIdBySlug(api, 'fresa');
  assert.deepEqual(await storefrontSees(api, fresa, 'fresa'), { detail: true, listed: true });
  const hidden = await setProductActive(api, token, fresa, false);
  assert.equal(hidden.status, true);
  assert.equal(hidden.message, 'Producto «Fresa» desactivado: ya no se ve en la tienda.');
  assert.equal(hidden.product?.isActive, false);
  assert.deepEqual(await storefrontSees(api, fresa, 'fresa'), { detail: false, listed: false });
  assert.equal((await adminProduct(api, token, fresa)).product?.isActive, false, 'the admin still finds it');
  const shown = await setProductActive(api, token, fresa, true);
  assert.equal(shown.message, 'Producto «Fresa» activado: se ve en la tienda.');
  assert.deepEqual(await storefrontSees(api, fresa, 'fresa'), { detail: true, listed: true });
  for (const id of ['abc', randomUUID(), "' or 1=1 --"]) {
    assert.deepEqual(await setProductActive(api, token, id, false), {
      status: false,
      message: NOT_FOUND,
      product: null,
    });
  }
});
