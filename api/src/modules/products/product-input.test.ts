import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, useTestApi } from '../../test/helper.js';
import { categoryId, productInput, productRows, saveProduct } from '../../test/admin-products-client.js';
import { checkProductInput } from './product-input.js';
import { products } from './products.table.js';

const api = useTestApi();

const CATEGORY = randomUUID();
const input = (overrides: Record<string, unknown> = {}) =>
  productInput(CATEGORY, overrides) as Parameters<typeof checkProductInput>[0];

/** Each bad field and the message that names it. */
const BAD_FIELDS: [label: string, overrides: Record<string, unknown>, message: string][] = [
  ['empty name', { name: '   ' }, 'El nombre es obligatorio'],
  ['name of 81', { name: 'a'.repeat(81) }, 'El nombre admite como máximo 80 caracteres.'],
  ['name without letters', { name: '¡¿?!' }, 'El nombre debe tener al menos una letra o un número.'],
  ['description of 1001', { description: 'b'.repeat(1001) }, 'La descripción admite como máximo 1000 caracteres.'],
  ['unit', { unit: 'litro' }, 'La unidad de venta debe ser kg, pieza o manojo.'],
  ['unit in capitals', { unit: 'KG' }, 'La unidad de venta debe ser kg, pieza o manojo.'],
  ['no category', { categoryId: ' ' }, 'La categoría es obligatoria.'],
  ['malformed category', { categoryId: 'frutas' }, 'No encontramos esa categoría. Elige una de la lista.'],
  ['negative price', { basePrice: -0.01 }, 'El precio no puede ser negativo.'],
  ['three decimals', { basePrice: 19.999 }, 'El precio admite como máximo dos decimales.'],
  ['half a centavo', { basePrice: 0.005 }, 'El precio admite como máximo dos decimales.'],
  ['price too high', { basePrice: 100_000 }, 'El precio no puede pasar de 99,999.99 pesos.'],
  ['negative discount', { discountPercentage: -1 }, 'El descuento debe ser un número entero entre 0 y 100.'],
  ['discount 101', { discountPercentage: 101 }, 'El descuento debe ser un número entero entre 0 y 100.'],
  ['negative stock', { stock: -1 }, 'Las existencias no pueden ser negativas.'],
  ['stock 100000', { stock: 100_000 }, 'Las existencias deben ser un número entero entre 0 y 99999.'],
  ['max per order 0', { maxPerOrder: 0 }, 'El máximo por pedido debe ser un número entero entre 1 y 999.'],
  ['max per order 1000', { maxPerOrder: 1000 }, 'El máximo por pedido debe ser un número entero entre 1 y 999.'],
  [
    'path as upload',
    { imageUploadId: '../../etc/passwd' },
    'La imagen subida no es válida o ya no existe. Súbela de nuevo.',
  ],
  [
    'upload without type',
    { imageUploadId: randomUUID() },
    'La imagen subida no es válida o ya no existe. Súbela de nuevo.',
  ],
];

test('every bad field is refused with a message naming it', () => {
  for (const [label, overrides, message] of BAD_FIELDS) {
    assert.deepEqual(checkProductInput(input(overrides)), { ok: false, message }, label);
  }
});

test('the limits themselves are accepted; prices become exact centavos', () => {
  const cases: [Record<string, unknown>, Record<string, unknown>][] = [
    [{ basePrice: 19.99 }, { basePriceCents: 1999 }],
    [{ basePrice: 0.1 + 0.2 }, { basePriceCents: 30 }],
    [{ basePrice: 99_999.99 }, { basePriceCents: 9_999_999 }],
    [
      { basePrice: 0, discountPercentage: 100, stock: 0 },
      { basePriceCents: 0, discountPercentage: 100, stock: 0 },
    ],
    [
      { stock: 99_999, maxPerOrder: 1 },
      { stock: 99_999, maxPerOrder: 1 },
    ],
    [
      { name: ` ${'ñ'.repeat(80)} `, description: 'd'.repeat(1000) },
      { name: 'ñ'.repeat(80), slug: 'n'.repeat(80) },
    ],
    [{ name: 'Chile  de   árbol' }, { name: 'Chile de árbol', slug: 'chile-de-arbol' }],
  ];
  for (const [overrides, expected] of cases) {
    const checked = checkProductInput(input(overrides));
    assert.ok(checked.ok, JSON.stringify(overrides));
    for (const [key, value] of Object.entries(expected)) {
      assert.deepEqual(checked.value[key as keyof typeof checked.value], value, `${JSON.stringify(overrides)} ${key}`);
    }
  }
});

test('the picture: an upload id wins over removeImage; blank keeps it', () => {
  const uploadId = `${randomUUID()}.webp`;
  const image = (overrides: Record<string, unknown>) => {
    const checked = checkProductInput(input(overrides));
    return checked.ok ? checked.value.image : checked.message;
  };
  assert.deepEqual(image({ imageUploadId: uploadId, removeImage: true }), { kind: 'upload', uploadId });
  assert.deepEqual(image({ removeImage: true }), { kind: 'remove' });
  assert.deepEqual(image({ imageUploadId: '  ' }), { kind: 'keep' });
  assert.deepEqual(image({}), { kind: 'keep' });
  for (const bad of [uploadId.toUpperCase(), `${uploadId}/x`, `/uploads/products/${uploadId}`, `${randomUUID()}.svg`]) {
    assert.equal(image({ imageUploadId: bad }), 'La imagen subida no es válida o ya no existe. Súbela de nuevo.', bad);
  }
});

test('through GraphQL every refusal answers its message, no product, and changes nothing', async () => {
  await api.ready();
  const token = await api.tokenFor(DEMO_ADMIN);
  const frutas = await categoryId(api, 'frutas');
  const [fresa] = await api.app.database.db.select().from(products).where(eq(products.slug, 'fresa'));
  const before = await productRows(api);
  const refusals: [string, Record<string, unknown>, string][] = [
    ...BAD_FIELDS.map(([label, overrides, message]): [string, Record<string, unknown>, string] => [
      label,
      { ...overrides, categoryId: overrides.categoryId ?? frutas },
      message,
    ]),
    ['unknown category', { categoryId: randomUUID() }, 'No encontramos esa categoría. Elige una de la lista.'],
    ['edit of a malformed id', { id: 'abc' }, 'No encontramos ese producto.'],
    ['edit of an unknown id', { id: randomUUID() }, 'No encontramos ese producto.'],
    [
      'upload never made',
      { imageUploadId: `${randomUUID()}.png` },
      'La imagen subida no es válida o ya no existe. Súbela de nuevo.',
    ],
  ];
  for (const [label, overrides, message] of refusals) {
    for (const id of [null, fresa!.id]) {
      const answer = await saveProduct(api, token, productInput(frutas, { id, name: 'Producto nuevo', ...overrides }));
      assert.deepEqual(answer, { status: false, message, product: null }, `${label} (${id ? 'edit' : 'new'})`);
    }
  }
  assert.deepEqual(await productRows(api), before);
});
