import type { Resolvers } from '../../generated/graphql.js';

export const ordersResolvers: Resolvers = {
  Query: {
    quoteCart: (_root, { lines, postalCode }, { services }) => services.orders.quote(lines, postalCode),
    myOrders: async (_root, { page }, { services, authToken }) => {
      const session = await services.auth.currentSession(authToken);
      if (!session.ok) return { status: false, message: session.message, paginationRes: null, orders: [] };
      return services.orders.listOwn(session.user.id, page);
    },
    myOrder: async (_root, { id }, { services, authToken }) => {
      const session = await services.auth.currentSession(authToken);
      if (!session.ok) return { status: false, message: session.message, order: null };
      return services.orders.findOwn(session.user.id, id);
    },
    myLastOrderPhone: async (_root, _args, { services, authToken }) => {
      const session = await services.auth.currentSession(authToken);
      return session.ok ? services.orders.lastPhone(session.user.id) : null;
    },
    adminOrders: async (_root, { page, status, from, to, paymentDeclined }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, paginationRes: null, orders: [] };
      return services.adminOrders.list(page, { status, from, to, paymentDeclined });
    },
    adminOrder: async (_root, { id }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) {
        return { status: false, message: access.message, order: null, history: [], allowedTransitions: [] };
      }
      return services.adminOrders.detail(id);
    },
  },
  Mutation: {
    placeOrder: (_root, { input }, { services, authToken }) => services.placeOrder.placeOrder(authToken, input),
    cancelMyOrder: async (_root, { id }, { services, authToken }) => {
      const session = await services.auth.currentSession(authToken);
      if (!session.ok) return { status: false, message: session.message, order: null };
      return services.orderStatus.cancelMine(session.user.id, id);
    },
    updateOrderStatus: async (_root, { id, status }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, order: null };
      return services.orderStatus.changeByAdmin(access.viewer.id, id, status);
    },
  },
};
