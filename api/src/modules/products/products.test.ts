import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useTestApi } from '../../test/helper.js';

const api = useTestApi();

interface ProductDto {
  name: string;
  slug: string;
  unit: string;
  categoryId: string;
  category: { id: string; slug: string; productCount: number };
  price: { base: number; discountPercentage: number; priceAfterDiscount: number };
  stock: number;
  maxPerOrder: number;
  imageUrl: string | null;
  isActive: boolean;
}

const QUERY = `query ($categorySlug: String) {
  products(categorySlug: $categorySlug) {
    name slug unit categoryId category { id slug productCount }
    price { base discountPercentage priceAfterDiscount } stock maxPerOrder imageUrl isActive
  }
}`;

const products = async (categorySlug?: string) =>
  (await api.gql<{ products: ProductDto[] }>(QUERY, { variables: { categorySlug } })).body.data?.products ?? [];

test('the catalogue lists at least 40 active products, about a quarter on sale', async () => {
  const all = await products();
  assert.ok(all.length >= 40, `${all.length} products`);
  assert.ok(all.every((product) => product.isActive));
  assert.ok(!all.some((product) => product.slug === 'pitaya'), 'inactive products are hidden');
  const onSale = all.filter((product) => product.price.discountPercentage > 0).length / all.length;
  assert.ok(onSale > 0.2 && onSale < 0.35, `share on sale ${onSale}`);
  assert.ok(all.every((product) => ['kg', 'pieza', 'manojo'].includes(product.unit)));
  assert.ok(all.every((product) => product.category.id === product.categoryId));
});

test('prices are pesos with two decimals computed from exact centavos', async () => {
  const poblano = (await products('chiles')).find((product) => product.slug === 'chile-poblano');
  // 4990 centavos less 15% = 4241.5, rounded to 4242 centavos.
  assert.deepEqual(poblano?.price, { base: 49.9, discountPercentage: 15, priceAfterDiscount: 42.42 });
  const elote = (await products('verduras')).find((product) => product.slug === 'elote');
  assert.deepEqual(elote?.price, { base: 9.5, discountPercentage: 10, priceAfterDiscount: 8.55 });
});

test('categorySlug narrows the list; an unknown slug gives an empty list', async () => {
  const chiles = await products('chiles');
  assert.equal(chiles.length, 4);
  assert.ok(chiles.every((product) => product.category.slug === 'chiles' && product.category.productCount === 4));
  assert.deepEqual(await products('no-existe'), []);
});

test('every product has an image that the API serves with long cache headers', async () => {
  for (const { imageUrl } of await products()) {
    if (!imageUrl?.startsWith('http://api.test/images/products/')) assert.fail(`bad image URL ${imageUrl}`);
    const response = await api.app.inject({ method: 'GET', url: new URL(imageUrl).pathname });
    assert.equal(response.statusCode, 200, imageUrl);
    assert.match(String(response.headers['cache-control']), /max-age=2592000/);
  }
});
