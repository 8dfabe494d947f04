import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import type { CategoriesQuery } from '../../generated/graphql';
import { ProductImage } from '../catalogue/product-image';

type Category = CategoriesQuery['categories'][number];

export function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <ul className="category-grid" data-testid="category-grid">
      {categories.map((category) => (
        <li key={category.id} className="category-card">
          <Link to={ROUTES.productList(category.slug)}>
            <ProductImage url={category.imageUrl} alt="" size={96} />
            <span className="category-name">{category.name}</span>
            <span className="category-count">{MESSAGES.catalogue.productCount(category.productCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
