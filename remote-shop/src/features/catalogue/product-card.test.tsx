import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES, selectCart } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { ProductCard } from './product-card';
import type { CatalogueProduct } from './product-types';

const mango: CatalogueProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Mango Ataulfo',
  unit: 'kg',
  imageUrl: '-',
  stock: 10,
  maxPerOrder: 2,
  price: { base: 50, discountPercentage: 20, priceAfterDiscount: 40 },
};

const renderCard = (product: CatalogueProduct) =>
  renderWithProviders(
    <ul>
      <ProductCard product={product} />
    </ul>,
  );

describe('ProductCard', () => {
  it('shows the final price, the base price struck through and links to the product page', () => {
    renderCard(mango);
    expect(screen.getByText('$40.00')).toHaveClass('price-final');
    expect(screen.getByText('$50.00').closest('s')).not.toBeNull();
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mango Ataulfo/ })).toHaveAttribute('href', `/prods/details/${mango.id}`);
  });

  it('shows no struck price without a discount', () => {
    renderCard({ ...mango, price: { base: 50, discountPercentage: 0, priceAfterDiscount: 50 } });
    expect(screen.getByText('$50.00')).toHaveClass('price-final');
    expect(document.querySelector('s')).toBeNull();
  });

  it('"agregar" adds one unit per press and stops at maxPerOrder', () => {
    const { store } = renderCard(mango);
    const add = () => screen.getByRole('button', { name: `agregar ${mango.name}` });
    fireEvent.click(add());
    fireEvent.click(add());
    expect(selectCart(store.getState())).toMatchObject({ itemsCount: 2, notifyName: mango.name });
    expect(add()).toBeDisabled();
    fireEvent.click(add());
    expect(selectCart(store.getState()).itemsCount).toBe(2);
  });

  it('stops at the stock when it is below maxPerOrder, and says "Agotado" without stock', () => {
    const { store, unmount } = renderCard({ ...mango, stock: 1 });
    fireEvent.click(screen.getByRole('button', { name: `agregar ${mango.name}` }));
    expect(screen.getByRole('button', { name: `agregar ${mango.name}` })).toBeDisabled();
    expect(selectCart(store.getState()).itemsCount).toBe(1);
    unmount();
    renderCard({ ...mango, stock: 0 });
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.outOfStock })).toBeDisabled();
  });
});
