import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { seedDemoOrders } from '../../db/seed/demo-orders.seed.js';
import { isDatabaseEmpty, seedDemoData } from '../../db/seed/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  /** An already opened database (tests); otherwise one is opened from the config. */
  handle?: DatabaseHandle;
}

/** Opens the database, migrates it, seeds demo data into an empty one, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const handle =
      options.handle ??
      (await openDatabase(config, {
        onPoolError: (error) => app.log.error({ err: error }, 'PostgreSQL pool error'),
      }));
    try {
      await handle.migrate(async (db) => {
        if (!config.seedDemo || !(await isDatabaseEmpty(db))) return;
        await seedDemoData(db);
        const orderCount = config.seedDemoOrders ? await seedDemoOrders(db, config.orders) : 0;
        app.log.info({ orders: orderCount }, 'Database was empty: demo data seeded');
      });
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.log.info({ driver: handle.driver }, 'Database ready');
    app.decorate('database', handle);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
