import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { FastifyInstance } from 'fastify';

// Operations are labelled by their first top-level field, a name the schema defines: a label the
// client chose (operationName) could be sprayed with junk names until the real ones no longer fit.

interface Started {
  name: string;
  type: string;
  startedAt: bigint;
}

/** Counts and times every executed query and mutation by its first top-level field, type and outcome. */
export function instrumentGraphql(app: FastifyInstance) {
  const { graphqlOperations, graphqlDuration } = app.metrics;
  const started = new WeakMap<MercuriusContext, Started>();

  app.graphql.addHook('preExecution', async (schema, document, context) => {
    const requested = (context.reply.request.body as { operationName?: unknown } | undefined)?.operationName;
    const operation = pickOperation(document, typeof requested === 'string' ? requested : undefined);
    const root = operation && schema.getRootType(operation.operation);
    const field = operation && firstFieldName(operation);
    started.set(context, {
      // Validation has passed, so the field is the schema's; __typename is the only other name.
      name: field && (field === '__typename' || root?.getFields()[field]) ? field : 'other',
      type: operation?.operation ?? 'unknown',
      startedAt: process.hrtime.bigint(),
    });
  });

  app.graphql.addHook('onResolution', async (execution, context) => {
    const operation = started.get(context);
    if (!operation) return;
    started.delete(context);
    const labels = {
      root_field: operation.name,
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

function firstFieldName(operation: OperationDefinitionNode): string | undefined {
  const first = operation.selectionSet.selections.find((selection) => selection.kind === 'Field');
  return first?.kind === 'Field' ? first.name.value : undefined;
}
