import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { FastifyInstance } from 'fastify';

// operationName comes from the client: past this many distinct names the rest count as "other",
// so nobody can blow up the metric's cardinality.
const MAX_OPERATION_NAMES = 200;
const NAME_PATTERN = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

interface Started {
  name: string;
  type: string;
  startedAt: bigint;
}

/** Counts and times every executed query and mutation by operationName, type and outcome. */
export function instrumentGraphql(app: FastifyInstance) {
  const { graphqlOperations, graphqlDuration } = app.metrics;
  const started = new WeakMap<MercuriusContext, Started>();
  const knownNames = new Set<string>();

  const labelFor = (name: string | undefined) => {
    if (!name || !NAME_PATTERN.test(name)) return 'anonymous';
    if (knownNames.has(name)) return name;
    if (knownNames.size >= MAX_OPERATION_NAMES) return 'other';
    knownNames.add(name);
    return name;
  };

  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const requested = (context.reply.request.body as { operationName?: unknown } | undefined)?.operationName;
    const operation = pickOperation(document, typeof requested === 'string' ? requested : undefined);
    started.set(context, {
      name: labelFor(operation?.name?.value),
      type: operation?.operation ?? 'unknown',
      startedAt: process.hrtime.bigint(),
    });
  });

  app.graphql.addHook('onResolution', async (execution, context) => {
    const operation = started.get(context);
    if (!operation) return;
    started.delete(context);
    const labels = {
      operation_name: operation.name,
      operation_type: operation.type,
      outcome: execution.errors?.length ? 'error' : 'success',
    };
    graphqlOperations.inc(labels);
    graphqlDuration.observe(labels, Number(process.hrtime.bigint() - operation.startedAt) / 1e9);
  });
}

function pickOperation(document: DocumentNode, name: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  return name ? operations.find((operation) => operation.name?.value === name) : operations[0];
}
