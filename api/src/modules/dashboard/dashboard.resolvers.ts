import type { Resolvers } from '../../generated/graphql.js';

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboardTotals: async (_root, _args, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) {
        return { status: false, message: access.message, users: null, categories: null, products: null, orders: null };
      }
      return services.dashboard.totals();
    },
  },
};
