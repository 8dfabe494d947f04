import type { Resolvers } from '../../generated/graphql.js';

export const usersResolvers: Resolvers = {
  Query: {
    users: async (_root, { page, active }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, paginationRes: null, users: [] };
      return services.users.listUsers(page, active);
    },
  },
  Mutation: {
    setUserActive: async (_root, { id, isActive }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, user: null };
      return services.users.setUserActive(access.viewer.id, id, isActive);
    },
  },
};
