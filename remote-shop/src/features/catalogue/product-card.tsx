import { Button } from 'antd';
import { cartItemFromProduct, formatMXN, itemSet, selectCartItems, useAppDispatch, useAppSelector } from 'shared';
import type { ProductsQuery } from '../../generated/graphql';
import { ProductImage } from './product-image';

type Product = ProductsQuery['products'][number];

/** A product with its price block and the "agregar" button (one more unit per press). */
export function ProductCard({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectCartItems).find((item) => item.id === product.id)?.quantity ?? 0;
  const limit = Math.min(product.maxPerOrder, product.stock);
  const { base, discountPercentage, priceAfterDiscount } = product.price;
  return (
    <li className="product-card">
      <ProductImage url={product.imageUrl} alt={product.name} size={140} />
      <h3>{product.name}</h3>
      <p className="price">
        <strong>{formatMXN(priceAfterDiscount)}</strong> / {product.unit}
        {discountPercentage > 0 && <s className="price-base">{formatMXN(base)}</s>}
      </p>
      <Button
        type="primary"
        disabled={inCart >= limit}
        onClick={() => dispatch(itemSet(cartItemFromProduct(product, inCart + 1)))}
      >
        agregar
      </Button>
    </li>
  );
}
