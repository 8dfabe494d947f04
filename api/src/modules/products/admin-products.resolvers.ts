import type { Resolvers } from '../../generated/graphql.js';
import { forGraphQL } from './products.mapper.js';

// Every field checks ADMIN first and answers the refusal with no data; the rules are in admin-products.service.ts.
export const adminProductsResolvers: Resolvers = {
  Query: {
    adminProducts: async (_root, { page, categoryId, search }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, paginationRes: null, products: [] };
      const result = await services.adminProducts.list(page, categoryId, search);
      return { ...result, products: result.products.map(forGraphQL) };
    },
    adminProduct: async (_root, { id }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, product: null };
      const result = await services.adminProducts.find(id);
      return { ...result, product: result.product && forGraphQL(result.product) };
    },
  },
  Mutation: {
    saveProduct: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, product: null };
      const result = await services.adminProducts.save(input);
      return { ...result, product: result.product && forGraphQL(result.product) };
    },
    setProductActive: async (_root, { id, isActive }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, product: null };
      const result = await services.adminProducts.setActive(id, isActive);
      return { ...result, product: result.product && forGraphQL(result.product) };
    },
  },
};
