import fp from 'fastify-plugin';
import { memoryLimiters, redisLimiters, type LimiterFactory } from '../../modules/auth/limiters.js';
import { reconcileWindowBookings } from '../../modules/delivery/window-reconciler.js';
import { reconcilePendingOrders } from '../../modules/orders/order-reconciler.js';
import { createServices, type Services } from '../../services.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface ServicesPluginOptions {
  limiters?: LimiterFactory;
}

/** The business rules, wired once per app; GraphQL resolvers reach them through the context. */
export default fp<ServicesPluginOptions>(
  async (app, options) => {
    const services = createServices(app.database.db, app.config, {
      // Shared by every instance through Redis when REDIS_URL is set; per process otherwise.
      limiters: options.limiters ?? (app.redis ? redisLimiters(app.redis) : memoryLimiters),
      log: app.log,
    });
    app.decorate('services', services);
    // Orders a crash left between reserving stock and charging are settled before traffic arrives.
    app.addHook('onReady', async () => {
      await reconcilePendingOrders(app.database.db, services.payments, services.placeOrder, app.log);
      await reconcileWindowBookings(app.database.db, app.log);
    });
    // The e-mail outbox worker runs while the app does. onClose hooks run last-registered first,
    // so its round in flight finishes before the db plugin closes the database.
    app.addHook('onReady', async () => services.mail.start());
    app.addHook('onClose', () => services.mail.close());
  },
  { name: 'services', dependencies: ['db', 'redis'] },
);
