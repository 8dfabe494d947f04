// The header policy of scripts/http-policy.mjs on every answer of a Fastify app (404s, refusals
// and 500s included): @fastify/helmet with the policy's options, the CSP built from the site
// config of that moment, Permissions-Policy, and CORS (@fastify/cors) on servers of remotes.
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { CROSS_ORIGIN, CSP_SOURCES, PERMISSIONS_POLICY, cspSources, helmetOptions } from '../http-policy.mjs';

/** CSP sources by config object: the config changes only when a deploy replaces its file. */
const sourcesOf = new WeakMap();

function sourcesFor(config) {
  if (!sourcesOf.has(config)) sourcesOf.set(config, cspSources(config));
  return sourcesOf.get(config);
}

/**
 * Options: `siteConfig()` resolves to the config whose origins the CSP names; `hsts` adds HSTS
 * (only behind https); `crossOrigin` sends CORS on every answer (the remotes' files).
 */
async function headerPolicy(app, { siteConfig, hsts = false, crossOrigin = false }) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw[CSP_SOURCES] = sourcesFor(await siteConfig());
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  });
  await app.register(fastifyHelmet, helmetOptions({ hsts }));
  if (crossOrigin) await app.register(fastifyCors, { origin: CROSS_ORIGIN });
}

export default fp(headerPolicy, { name: 'delcampo-header-policy', fastify: '5.x' });
