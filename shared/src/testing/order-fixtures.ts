// Test fixtures of the apps' order tests (imported as 'shared/src/testing/order-fixtures', never bundled):
// the API's answer shapes, with __typename, for an order of two kilos of nopal delivered in Guadalajara,
// and a cart line of nopal.
import type { CartItem } from '../cart/cart-item';

/** The delivery address of the demo client's orders. */
export const TEST_ORDER_ADDRESS = {
  __typename: 'Address',
  country: 'México',
  street1: 'Av. Juárez 100',
  street2: null,
  city: 'Guadalajara',
  state: 'Jalisco',
  zip: '44100',
} as const;

/** One line: 2 kg of nopal at $20.00. */
export const TEST_ORDER_LINE = {
  __typename: 'OrderLine',
  productId: 'p1',
  name: 'Nopal',
  unit: 'kg',
  imageUrl: null,
  quantity: 2,
  unitBasePrice: 20,
  discountPercentage: 0,
  unitPrice: 20,
  lineTotal: 40,
} as const;

/** That line's totals with the $49.00 shipping (free from $500.00). */
export const TEST_ORDER_TOTALS = {
  __typename: 'OrderTotals',
  subtotal: 40,
  discount: 0,
  tax: 0,
  shipping: 49,
  total: 89,
  freeShippingFrom: 500,
} as const;

/** A cart line of 3 nopales at $10.00 (stock 50, at most 5 per order); `change` alters any field. */
export function testCartItem(change: Partial<CartItem> = {}): CartItem {
  return {
    id: 'p1',
    name: 'Nopal',
    imageUrl: '-',
    quantity: 3,
    basePrice: 10,
    discountPerc: 0,
    finalPrice: 10,
    total: 30,
    stock: 50,
    maxPerOrder: 5,
    ...change,
  };
}
