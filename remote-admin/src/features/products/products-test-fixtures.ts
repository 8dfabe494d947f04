// Test data of the products feature: API answers shaped as the documents ask (with __typename).
import { createAppStore, sessionStarted } from 'shared';
import { ProductCategoryOptionsDocument } from '../../generated/graphql';

export const ADMIN_TOKEN = 'admin-token';

export const CATEGORIES = [
  { __typename: 'Category', id: 'c1', name: 'Frutas', isActive: true },
  { __typename: 'Category', id: 'c2', name: 'Verduras', isActive: true },
  { __typename: 'Category', id: 'c3', name: 'Temporada', isActive: false },
];

interface ProductData {
  id: string;
  name: string;
  categoryId?: string;
  base?: number;
  discount?: number;
  stock?: number;
  maxPerOrder?: number;
  imageUrl?: string | null;
  isActive?: boolean;
}

export function product({ id, name, categoryId = 'c1', base = 40, discount = 0, ...rest }: ProductData) {
  const category = CATEGORIES.find((one) => one.id === categoryId)!;
  return {
    __typename: 'Product',
    id,
    name,
    slug: name.toLowerCase(),
    description: `${name} fresca del campo`,
    unit: 'kg',
    categoryId,
    category: { __typename: 'Category', id: category.id, name: category.name },
    price: {
      __typename: 'Price',
      base,
      discountPercentage: discount,
      priceAfterDiscount: Math.round(base * (100 - discount)) / 100,
    },
    stock: rest.stock ?? 50,
    maxPerOrder: rest.maxPerOrder ?? 5,
    imageUrl: rest.imageUrl === undefined ? `http://api.test/images/products/${id}.webp` : rest.imageUrl,
    isActive: rest.isActive ?? true,
  };
}

export const categoriesMock = () => ({
  request: { query: ProductCategoryOptionsDocument },
  result: {
    data: {
      adminCategories: { __typename: 'AdminCategoriesResult', status: true, message: 'ok', categories: CATEGORIES },
    },
  },
  maxUsageCount: 20,
});

/** A store with an admin session whose token the upload sends. */
export function adminStore() {
  const store = createAppStore({ persist: false });
  store.dispatch(
    sessionStarted({
      token: ADMIN_TOKEN,
      user: { id: 'admin-1', name: 'Ana', role: 'ADMIN', isEmailVerified: true },
      expireTime: Date.now() / 1000 + 3600,
    }),
  );
  return store;
}
