import type { Resolvers } from '../../generated/graphql.js';

export const categoriesResolvers: Resolvers = {
  Query: {
    categories: (_root, _args, { services }) => services.categories.listActive(),
    category: (_root, { slug }, { services }) => services.categories.findActiveBySlug(slug),
    adminCategories: async (_root, _args, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, categories: [] };
      return services.categories.listAll();
    },
  },
  Mutation: {
    saveCategory: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, category: null };
      return services.categories.save(input);
    },
    setCategoryActive: async (_root, { id, isActive }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, category: null };
      return services.categories.setActive(id, isActive);
    },
    moveCategory: async (_root, { id, direction }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, categories: [] };
      return services.categories.move(id, direction);
    },
  },
};
