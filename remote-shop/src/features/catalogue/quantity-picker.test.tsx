import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES, cartItemFromProduct, createAppStore, itemSet, selectCart } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import type { CatalogueProduct } from './product-types';
import { QuantityPicker } from './quantity-picker';

const papaya: CatalogueProduct = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Papaya Maradol',
  unit: 'kg',
  imageUrl: '-',
  stock: 3,
  maxPerOrder: 5,
  price: { base: 30, discountPercentage: 0, priceAfterDiscount: 30 },
};

describe('QuantityPicker (product page)', () => {
  it('adds the quantity chosen, capped at the stock, and then says how many are in the cart', () => {
    const { store } = renderWithProviders(<QuantityPicker product={papaya} />);
    const quantity = screen.getByRole('spinbutton', { name: MESSAGES.catalogue.quantity });
    expect(quantity).toHaveValue(1);
    expect(screen.getByText(MESSAGES.catalogue.limitHint(3, 'kg'))).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '8' } });
    expect(quantity).toHaveValue(3);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.catalogue.addToCart }));
    expect(selectCart(store.getState())).toMatchObject({ itemsCount: 3, notifyName: papaya.name });
    expect(screen.getByText(new RegExp(MESSAGES.catalogue.inCart(3)))).toBeInTheDocument();
  });

  it('adds the units chosen to those already in the cart, never lowering them, up to the limit', () => {
    const store = createAppStore({ persist: false });
    store.dispatch(itemSet(cartItemFromProduct({ ...papaya, stock: 10 }, 2)));
    renderWithProviders(<QuantityPicker product={{ ...papaya, stock: 10 }} />, { store });
    const quantity = screen.getByRole('spinbutton', { name: MESSAGES.catalogue.quantity });
    const add = screen.getByRole('button', { name: MESSAGES.catalogue.addToCart });
    expect(quantity).toHaveValue(1);
    fireEvent.click(add);
    expect(selectCart(store.getState()).itemsCount).toBe(3);
    // maxPerOrder 5 with 3 in the cart: at most 2 more.
    fireEvent.change(quantity, { target: { value: '4' } });
    expect(quantity).toHaveValue(2);
    fireEvent.click(add);
    expect(selectCart(store.getState()).itemsCount).toBe(5);
    expect(add).toBeDisabled();
    expect(screen.getByText(new RegExp(MESSAGES.catalogue.limitReached))).toBeInTheDocument();
  });

  it('says "Agotado" and offers no button without stock', () => {
    renderWithProviders(<QuantityPicker product={{ ...papaya, stock: 0 }} />);
    expect(screen.getByText(MESSAGES.catalogue.outOfStock)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.catalogue.addToCart })).not.toBeInTheDocument();
  });
});
