import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(helmet, {
      // The storefront runs on other origins and shows the product images served here.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  },
  { name: 'helmet' },
);
