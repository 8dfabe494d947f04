import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { useTestApi } from '../../test/helper.js';
import { likeContains } from '../common/query-filter.js';
import { products } from './products.table.js';
import { foldSearchText, searchWords } from './search-text.js';

const api = useTestApi();

test('folding: ASCII lower case, Spanish accents and ñ removed in both cases, other text kept', () => {
  assert.equal(foldSearchText('Plátano PIÑA Ñandú Pingüino'), 'platano pina nandu pinguino');
  assert.equal(foldSearchText('A\u0301rbol'), 'arbol', 'a decomposed accent is composed first');
  assert.equal(foldSearchText('50% off_x'), '50% off_x');
  assert.deepEqual(searchWords('  Chile\tPOBLANO \n '), ['chile', 'poblano']);
  assert.deepEqual(searchWords('   '), []);
  assert.equal(likeContains('50%_\\'), '%50\\%\\_\\\\%');
});

test('the database folds name + description exactly as foldSearchText does', async () => {
  await api.ready();
  const { db } = api.app.database;
  const [any] = await db.select({ categoryId: products.categoryId }).from(products).limit(1);
  await db.insert(products).values({
    name: 'ÁÉÍÓÚÜÑ áéíóúüñ ÀÈÌÒÙ àèìòù ÂÊÎÔÛ Ç ç ß Œ',
    slug: 'prueba-acentos',
    description: 'MAYÚSCULAS Y minúsculas: ¡Qué rico!',
    categoryId: any?.categoryId ?? '',
    basePriceCents: 100,
  });
  try {
    const rows = await db
      .select({ name: products.name, description: products.description, searchText: products.searchText })
      .from(products);
    assert.ok(rows.length > 40);
    for (const row of rows) {
      assert.equal(row.searchText, foldSearchText(`${row.name} ${row.description}`), row.name);
    }
  } finally {
    await db.delete(products).where(eq(products.slug, 'prueba-acentos'));
  }
});
