import { cartItemFromProduct } from './cart-item';
import { loadStoredCart, parseStoredCart, saveCart } from './cart-storage';

const item = cartItemFromProduct(
  {
    id: 'p1',
    name: 'Jitomate',
    imageUrl: '-',
    price: { base: 30, discountPercentage: 0, priceAfterDiscount: 30 },
    stock: 10,
    maxPerOrder: 4,
  },
  2,
);

describe('cart storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores the lines as a JSON array under "cart" and reads them back', () => {
    saveCart([item]);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([item]);
    expect(loadStoredCart()).toEqual([item]);
  });

  it('reads nothing when nothing is stored', () => {
    expect(loadStoredCart()).toEqual([]);
  });

  it.each([
    ['invalid JSON', '[{"id":'],
    ['not an array', '{"items":[]}'],
    ['null', 'null'],
  ])('ignores %s', (_case, raw) => {
    localStorage.setItem('cart', raw);
    expect(loadStoredCart()).toEqual([]);
  });

  it('drops lines with missing or mistyped fields and keeps the good ones', () => {
    const raw = JSON.stringify([item, { ...item, id: 7 }, { ...item, id: 'p2', quantity: '2' }, 'junk', null]);
    expect(parseStoredCart(raw)).toEqual([item]);
  });

  it('keeps only the known fields of a stored line', () => {
    const raw = JSON.stringify([{ ...item, imageUrl: undefined, injected: '<script>' }]);
    expect(parseStoredCart(raw)).toEqual([{ ...item, imageUrl: '' }]);
  });
});
