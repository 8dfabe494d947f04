import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface AppMetrics {
  registry: Registry;
  graphqlOperations: Counter<'root_field' | 'operation_type' | 'outcome'>;
  graphqlDuration: Histogram<'root_field' | 'operation_type' | 'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics in the Prometheus text format: HTTP requests by route/method/status, GraphQL
 * operations (see graphql-metrics.ts), and the process defaults. One registry per app, so test
 * files can build several. Not authenticated: production must not expose it publicly (the
 * reverse proxy restricts it to the monitoring network).
 */
export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const httpLabels = ['method', 'route', 'status_code'] as const;
    const httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered',
      labelNames: httpLabels,
      registers: [registry],
    });
    const httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: httpLabels,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const graphqlLabels = ['root_field', 'operation_type', 'outcome'] as const;
    app.decorate('metrics', {
      registry,
      graphqlOperations: new Counter({
        name: 'graphql_operations_total',
        help: 'GraphQL operations executed',
        labelNames: graphqlLabels,
        registers: [registry],
      }),
      graphqlDuration: new Histogram({
        name: 'graphql_operation_duration_seconds',
        help: 'Time to execute a GraphQL operation',
        labelNames: graphqlLabels,
        buckets: DURATION_BUCKETS,
        registers: [registry],
      }),
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern (e.g. /uploads/products/:id), never the raw URL: bounded label values.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { config: { rateLimit: false }, logLevel: 'warn' }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
