import type { Resolvers } from '../../generated/graphql.js';

export const categoriesResolvers: Resolvers = {
  Query: {
    categories: (_root, _args, { services }) => services.categories.listActive(),
    category: (_root, { slug }, { services }) => services.categories.findActiveBySlug(slug),
  },
};
