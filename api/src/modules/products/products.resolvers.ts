import type { Resolvers } from '../../generated/graphql.js';

export const productsResolvers: Resolvers = {
  Query: {
    products: (_root, { categorySlug }, { services }) => services.products.listActive(categorySlug),
  },
};
