import type { Resolvers } from '../../generated/graphql.js';
import { adminProductsResolvers } from './admin-products.resolvers.js';
import { forGraphQL } from './products.mapper.js';

// Product.category is not here: products.loaders.ts batches it for a whole response.
// The admin fields (adminProducts, adminProduct, saveProduct, setProductActive) come from admin-products.resolvers.ts.
export const productsResolvers: Resolvers = {
  Query: {
    ...adminProductsResolvers.Query,
    products: async (_root, { categorySlug }, { services }) =>
      (await services.products.listActive(categorySlug)).map(forGraphQL),
    productsPage: async (_root, { page, categorySlug, search }, { services }) => {
      const result = await services.products.listPage(page, categorySlug, search);
      return { ...result, products: result.products.map(forGraphQL) };
    },
    product: async (_root, { id }, { services }) => {
      const result = await services.products.findForShoppers(id);
      return { ...result, product: result.product && forGraphQL(result.product) };
    },
    featuredProducts: async (_root, { limit }, { services }) =>
      (await services.products.featured(limit)).map(forGraphQL),
  },
  Mutation: adminProductsResolvers.Mutation,
};
