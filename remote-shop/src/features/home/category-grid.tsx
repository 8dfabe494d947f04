import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import type { CategoriesQuery } from '../../generated/graphql';
import { ProductImage } from '../catalogue/product-image';

type Category = CategoriesQuery['categories'][number];

const CATEGORY_IMAGE_PX = 96;

export function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <ul className="category-grid" data-testid="category-grid">
      {categories.map((category) => (
        <li key={category.id} className="category-card">
          <Link to={ROUTES.productList(category.slug)}>
            <ProductImage url={category.imageUrl} alt="" size={CATEGORY_IMAGE_PX} />
            <span className="category-name">{category.name}</span>
            <span className="category-count">{MESSAGES.catalogue.productCount(category.productCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Seven cards, as many as the shop's categories, so the section keeps its height when they arrive. */
const SKELETON_CARDS = 7;

/** Card-shaped placeholders of the same size as the real cards: nothing below moves when they load. */
export function CategoryGridSkeleton() {
  return (
    <ul className="category-grid" aria-busy="true" aria-label={MESSAGES.busy.loading}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="category-card">
          <span className="category-card-box">
            <ProductImage url={null} alt="" size={CATEGORY_IMAGE_PX} />
            <span className="category-name">&nbsp;</span>
            <span className="category-count">&nbsp;</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
