import type { GraphQLContext } from '../../graphql/context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { EVENT_TOPICS } from '../events/domain-events.js';

/**
 * An ADMIN-only subscription refused: the subscriber gets this error and no data. `extensions`
 * survives graphql-js' wrapping at subscribe time; `statusCode`/`code` make the error formatter
 * keep the Spanish message when it happens later, on an event.
 */
class AdminRequiredError extends Error {
  readonly statusCode = 403;
  readonly code = 'FORBIDDEN';
  readonly extensions = { code: 'FORBIDDEN' };
}

/** Re-reads the account each time: a subscription opened by an admin stops when its session ends. */
async function assertAdmin({ services, authToken }: GraphQLContext): Promise<void> {
  const access = await services.auth.requireAdmin(authToken);
  if (!access.ok) throw new AdminRequiredError(access.message);
}

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboardTotals: async (_root, _args, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) {
        return { status: false, message: access.message, users: null, categories: null, products: null, orders: null };
      }
      return services.dashboard.totals();
    },
    dashboardSales: async (_root, _args, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) {
        return {
          status: false,
          message: access.message,
          todayTotal: null,
          todayOrders: null,
          monthTotal: null,
          monthOrders: null,
          last30Days: [],
          lowStock: [],
        };
      }
      return services.dashboard.sales();
    },
    dashboardDeliveries: async (_root, _args, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, today: null };
      return services.deliveries.today();
    },
  },
  Subscription: {
    // The token comes from the connection_init payload (see plugins/app/graphql.ts).
    dashboardChanged: {
      subscribe: async (_root, _args, context) => {
        await assertAdmin(context);
        return context.pubsub.subscribe(EVENT_TOPICS.dashboardChanged);
      },
      // Each event: a fresh snapshot computed for this subscriber.
      resolve: async (_event: unknown, _args: unknown, context: GraphQLContext) => {
        await assertAdmin(context);
        const [snapshot, deliveries] = await Promise.all([
          context.services.dashboard.snapshot(),
          context.services.deliveries.today(),
        ]);
        return { ...snapshot, deliveries };
      },
    },
  },
};
