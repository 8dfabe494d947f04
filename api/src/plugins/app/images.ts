import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_DIR } from '../../paths.js';

const THIRTY_DAYS_MS = 30 * 24 * 3600 * 1000;

/** Product and category pictures under /images/... with long browser caching. */
export default async function imageRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: path.join(PUBLIC_DIR, 'images'),
    prefix: '/images/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: THIRTY_DAYS_MS,
  });
}
