import { Link } from 'react-router-dom';
import { ROUTES } from 'shared';
import { AddToCartButton } from './add-to-cart-button';
import { PriceBlock } from './price-block';
import { ProductImage } from './product-image';
import type { CatalogueProduct } from './product-types';

export const CARD_IMAGE_PX = 140;

/** Level of the product names: one below the heading of the list the cards are in. */
export type CardHeadingLevel = 2 | 3;

/**
 * A product in a grid: picture and name link to its page; price block; "agregar". The picture has
 * an empty alt: the link's name is the product name next to it, said once.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  eager = false,
}: {
  product: CatalogueProduct;
  headingLevel?: CardHeadingLevel;
  /** A card in the first screenful: its picture is fetched at once (it may be the largest paint). */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="product-card" data-testid="product-card">
      <Link to={ROUTES.productDetail(product.id)} className="product-card-link">
        <ProductImage url={product.imageUrl} alt="" size={CARD_IMAGE_PX} eager={eager} />
        <Heading className="product-card-name">{product.name}</Heading>
      </Link>
      <PriceBlock product={product} />
      <AddToCartButton product={product} />
    </li>
  );
}
