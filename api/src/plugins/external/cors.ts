import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the configured app origins may call the API from a browser. */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
