import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { DEMO_ADMIN, useTestApi } from '../../test/helper.js';
import {
  categoryId,
  productIdBySlug,
  productInput,
  productRow,
  productRows,
  saveProduct,
  storefrontSees,
} from '../../test/admin-products-client.js';

const api = useTestApi();
afterEach(() => api.resetData());

const admin = () => api.tokenFor(DEMO_ADMIN);

test('an admin creates a product: exact centavos, slug from the name, seen by the storefront', async () => {
  const token = await admin();
  const frutas = await categoryId(api, 'frutas');
  const input = productInput(frutas, { name: '  Pitahaya   amarilla ', basePrice: 19.99, discountPercentage: 15 });
  const saved = await saveProduct(api, token, input);
  assert.equal(saved.status, true, saved.message);
  assert.equal(saved.message, 'Producto «Pitahaya amarilla» creado.');
  const product = saved.product!;
  assert.deepEqual(
    { ...product, id: undefined },
    {
      id: undefined,
      name: 'Pitahaya amarilla',
      slug: 'pitahaya-amarilla',
      description: 'Dulce, de pulpa blanca.',
      unit: 'pieza',
      categoryId: frutas,
      stock: 12,
      maxPerOrder: 6,
      imageUrl: null,
      isActive: true,
      price: { base: 19.99, discountPercentage: 15, priceAfterDiscount: 16.99 },
      category: { id: frutas, slug: 'frutas', isActive: true },
    },
  );
  const row = await productRow(api, product.id);
  assert.equal(row?.basePriceCents, 1999);
  assert.deepEqual(await storefrontSees(api, product.id, 'pitahaya'), { detail: true, listed: true });
});

test('an admin edits every field; the slug follows the name and the picture is kept', async () => {
  const token = await admin();
  const fresa = await productIdBySlug(api, 'fresa');
  const before = await productRow(api, fresa);
  const chiles = await categoryId(api, 'chiles');
  const input = productInput(chiles, {
    id: fresa,
    name: 'Fresa de Irapuato',
    description: '  Roja y perfumada.  ',
    unit: 'manojo',
    basePrice: 1234.56,
    discountPercentage: 0,
    stock: 0,
    maxPerOrder: 999,
    isActive: false,
  });
  const saved = await saveProduct(api, token, input);
  assert.equal(saved.status, true, saved.message);
  assert.equal(saved.message, 'Producto «Fresa de Irapuato» guardado.');
  const row = await productRow(api, fresa);
  assert.deepEqual(
    [row?.name, row?.slug, row?.description, row?.unit, row?.categoryId, row?.basePriceCents],
    ['Fresa de Irapuato', 'fresa-de-irapuato', 'Roja y perfumada.', 'manojo', chiles, 123456],
  );
  assert.deepEqual([row?.discountPercentage, row?.stock, row?.maxPerOrder, row?.isActive], [0, 0, 999, false]);
  assert.equal(row?.imagePath, before?.imagePath, 'no imageUploadId: the picture stays');
  assert.ok(row!.updatedAt > before!.updatedAt);
  assert.deepEqual(await storefrontSees(api, fresa, 'fresa'), { detail: false, listed: false });

  const again = await saveProduct(api, token, { ...input, name: 'FRESA DE IRAPUATO', isActive: true });
  assert.equal(again.status, true, 'its own name in other case is not a clash');
  assert.equal((await productRow(api, fresa))?.slug, 'fresa-de-irapuato');
});

test('slugs stay unique with -2, -3...; names are unique whatever their case', async () => {
  const token = await admin();
  const frutas = await categoryId(api, 'frutas');
  const first = await saveProduct(api, token, productInput(frutas, { name: 'Fresa!' }));
  const second = await saveProduct(api, token, productInput(frutas, { name: 'Fresa?' }));
  assert.deepEqual([first.product?.slug, second.product?.slug], ['fresa-2', 'fresa-3']);
  const edited = await saveProduct(
    api,
    token,
    productInput(frutas, { id: first.product?.id, name: 'Fresa!', stock: 3 }),
  );
  assert.equal(edited.product?.slug, 'fresa-2', 'an edit keeps its slug');

  const before = await productRows(api);
  for (const name of ['MANZANA ROJA', 'limón SIN semilla', ' fresa? ']) {
    const refused = await saveProduct(api, token, productInput(frutas, { name }));
    assert.equal(refused.status, false, name);
    assert.match(refused.message, /^Ya existe un producto llamado «.+»\. Elige otro nombre\.$/, name);
    assert.equal(refused.product, null);
  }
  const renamed = await saveProduct(
    api,
    token,
    productInput(frutas, { id: await productIdBySlug(api, 'guayaba'), name: 'Fresa' }),
  );
  assert.equal(renamed.message, 'Ya existe un producto llamado «Fresa». Elige otro nombre.');
  assert.deepEqual(await productRows(api), before, 'nothing saved');
  const accents = await saveProduct(api, token, productInput(frutas, { name: 'Limon sin semilla' }));
  assert.equal(accents.status, true, 'accents make another name');
  assert.equal(accents.product?.slug, 'limon-sin-semilla-2');
});
