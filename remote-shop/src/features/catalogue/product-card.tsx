import { Link } from 'react-router-dom';
import { ROUTES } from 'shared';
import { AddToCartButton } from './add-to-cart-button';
import { PriceBlock } from './price-block';
import { ProductImage } from './product-image';
import type { CatalogueProduct } from './product-types';

export const CARD_IMAGE_PX = 140;

/** A product in a grid: picture and name link to its page; price block; "agregar". */
export function ProductCard({ product }: { product: CatalogueProduct }) {
  return (
    <li className="product-card" data-testid="product-card">
      <Link to={ROUTES.productDetail(product.id)} className="product-card-link">
        <ProductImage url={product.imageUrl} alt={product.name} size={CARD_IMAGE_PX} />
        <h3 className="product-card-name">{product.name}</h3>
      </Link>
      <PriceBlock product={product} />
      <AddToCartButton product={product} />
    </li>
  );
}
