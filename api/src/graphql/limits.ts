import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';

/**
 * What one GraphQL operation may ask for. Every number leaves room above the largest operation
 * the apps send (see limits.test.ts, which validates all of them): a refusal means a hand-made
 * query, never the shop.
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of selection sets (Mercurius `queryDepth`). */
  maxDepth: 12,
  /**
   * Estimated cost, see `operationCost`. The apps' costliest operation stays at most a quarter of
   * it: the admin's route sheet (a window's orders, each with its lines) is about 1,950.
   */
  maxCost: 8000,
  /** Aliased fields in one operation, fragments included. */
  maxAliases: 20,
  /** Top-level fields of one operation (aliased or not). */
  maxRootFields: 15,
  /** A list field without a size argument counts as this many items. */
  defaultListSize: 20,
  /**
   * Lists whose length the shop's data bounds, counted at that size instead of `defaultListSize`
   * (`Type.field`): the Entregas page's days are today and the next 7 (always 8); a shop serves a
   * handful of delivery zones (5), each with a few windows a day (15 over the zones). The admin's
   * setup page reads each zone's template, days off and postal ranges under it: 20 x 20 would
   * price it at 7,845, over the limit, for a page that reads a few dozen rows. The FAQ's
   * deliveryGuide lists the active zones (5) the same way.
   */
  knownListSizes: {
    'DeliveryDaysResult.days': 8,
    'DeliveryDay.windows': 15,
    'AdminDeliveryZonesResult.zones': 5,
    'Query.deliveryGuide': 5,
  } as Readonly<Record<string, number>>,
  /** Largest list size a size argument may claim (nPerPage and limit allow at most 100 and 24). */
  maxListSize: 100,
  /** Body of POST /graphql, bytes. */
  maxBodyBytes: 100 * 1024,
  /** Tokens of one document: a longer one is refused while it is lexed, before a syntax tree exists. */
  maxTokens: 2000,
  /** graphql-js stops validating a document after this many errors. */
  maxValidationErrors: 10,
  /**
   * Distinct valid documents Mercurius keeps parsed. Its cache (quick-lru) holds up to twice this
   * many, and a document at the token limit is about 1 MB with its locations: at most ~40 MB
   * whatever is sent. The apps send about 40 documents, a page a handful: the hot ones stay.
   */
  cachedDocuments: 20,
  /**
   * Tokens above which a document weighs as a heavy request in the rate limit (request-weight.ts):
   * a quarter of maxTokens, which the longest app document stays under (limits.test.ts).
   */
  heavyDocumentTokens: 500,
  /** One websocket message (frame), bytes: a subscription document is far smaller. */
  maxWebsocketMessageBytes: 16 * 1024,
  /** Messages one websocket connection may send per window; more closes it (the live dashboard sends 2). */
  websocketMessages: { limit: 30, windowMs: 10_000 },
  /** Open websocket connections of one client address; one more is closed with 4429 (a dashboard tab holds 1). */
  websocketConnectionsPerAddress: 8,
  /** Messages of one address across all its connections per window; more closes the connection that sent it. */
  websocketMessagesPerAddress: { limit: 40, windowMs: 10_000 },
} as const;

/** Arguments whose number is the size of the list a field (or the page under it) answers with. */
const SIZE_ARGUMENTS = new Set(['first', 'last', 'limit', 'nPerPage']);

export const LIMIT_CODES = {
  cost: 'QUERY_TOO_COMPLEX',
  aliases: 'TOO_MANY_ALIASES',
  rootFields: 'TOO_MANY_ROOT_FIELDS',
} as const;

interface Tally {
  cost: number;
  aliases: number;
}

/**
 * Refuses operations above the cost, alias and root-field limits before anything is resolved.
 * Cost: every field counts 1, times the size of each list it sits in. A list's size is its own
 * `first`/`last`/`limit`/`nPerPage` argument (a literal, or inside an input-object literal, e.g.
 * `pagination: {nPerPage: 50}`), else one given on the nearest ancestor (the page a list belongs
 * to), else `defaultListSize`; a size given through a variable counts as `maxListSize`.
 */
export function limitsRule(limits: typeof GRAPHQL_LIMITS = GRAPHQL_LIMITS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const root = rootType(context, operation);
      if (!root) return;
      const rootFields = countRootFields(context, operation.selectionSet, new Set());
      if (rootFields > limits.maxRootFields) {
        report(
          context,
          operation,
          LIMIT_CODES.rootFields,
          `${label(operation)} selects ${rootFields} top-level fields; the limit is ${limits.maxRootFields}.`,
        );
      }
      const tally: Tally = { cost: 0, aliases: 0 };
      walk(context, limits, operation.selectionSet, root, 1, undefined, tally, []);
      if (tally.aliases > limits.maxAliases) {
        report(
          context,
          operation,
          LIMIT_CODES.aliases,
          `${label(operation)} uses ${tally.aliases} aliases; the limit is ${limits.maxAliases}.`,
        );
      }
      if (tally.cost > limits.maxCost) {
        report(
          context,
          operation,
          LIMIT_CODES.cost,
          `${label(operation)} is too complex: estimated cost ${tally.cost}, the limit is ${limits.maxCost}.`,
        );
      }
    },
  });
}

/** The cost `limitsRule` estimates for each operation of a document (tests and docs). */
export function operationCost(
  context: ValidationContext,
  operation: OperationDefinitionNode,
  limits: typeof GRAPHQL_LIMITS = GRAPHQL_LIMITS,
): Tally {
  const tally: Tally = { cost: 0, aliases: 0 };
  const root = rootType(context, operation);
  if (root) walk(context, limits, operation.selectionSet, root, 1, undefined, tally, []);
  return tally;
}

function report(context: ValidationContext, node: OperationDefinitionNode, code: string, message: string) {
  context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code } }));
}

function label(operation: OperationDefinitionNode): string {
  return operation.name ? `Operation "${operation.name.value}"` : `The ${operation.operation}`;
}

function rootType(context: ValidationContext, operation: OperationDefinitionNode) {
  return context.getSchema().getRootType(operation.operation) ?? undefined;
}

function countRootFields(context: ValidationContext, selectionSet: SelectionSetNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countRootFields(context, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countRootFields(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

function walk(
  context: ValidationContext,
  limits: typeof GRAPHQL_LIMITS,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  multiplier: number,
  inheritedSize: number | undefined,
  tally: Tally,
  fragmentPath: string[],
): void {
  // A runaway document stops being counted once it is over: the answer is already "refused".
  if (tally.cost > limits.maxCost * 10) return;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition && context.getSchema().getType(selection.typeCondition.name.value);
      const type = condition && isCompositeType(condition) ? condition : parent;
      walk(context, limits, selection.selectionSet, type, multiplier, inheritedSize, tally, fragmentPath);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
      if (!fragment || fragmentPath.includes(name)) continue; // unknown or cyclic: other rules report it
      const condition = context.getSchema().getType(fragment.typeCondition.name.value);
      const type = condition && isCompositeType(condition) ? condition : parent;
      walk(context, limits, fragment.selectionSet, type, multiplier, inheritedSize, tally, [...fragmentPath, name]);
      continue;
    }
    if (selection.alias) tally.aliases += 1;
    tally.cost += multiplier;
    if (!selection.selectionSet) continue;
    const fieldType = fieldTypeOf(parent, selection.name.value);
    if (!fieldType) continue; // unknown field: FieldsOnCorrectTypeRule reports it
    const ownSize = sizeArgument(selection.arguments ?? [], limits);
    const size = ownSize ?? inheritedSize;
    const isList = isListType(getNullableType(fieldType));
    const known = limits.knownListSizes[`${parent.name}.${selection.name.value}`];
    const listSize = isList ? Math.min(size ?? known ?? limits.defaultListSize, limits.maxListSize) : 1;
    const named = getNamedType(fieldType);
    if (!isCompositeType(named)) continue;
    // A size given on a non-list field (a page) applies to the lists under it; a list uses it up.
    const passDown = isList ? undefined : size;
    walk(context, limits, selection.selectionSet, named, multiplier * listSize, passDown, tally, fragmentPath);
  }
}

function fieldTypeOf(parent: GraphQLCompositeType, name: string): GraphQLOutputType | undefined {
  if (!isObjectType(parent) && !isInterfaceType(parent)) return undefined;
  return parent.getFields()[name]?.type;
}

/** The list size an argument list states, if any: the largest size argument found. */
function sizeArgument(
  args: readonly { name: { value: string }; value: ValueNode }[],
  limits: typeof GRAPHQL_LIMITS,
): number | undefined {
  let found: number | undefined;
  const consider = (value: number) => {
    found = Math.max(found ?? 0, value);
  };
  const visit = (name: string, value: ValueNode) => {
    if (value.kind === Kind.OBJECT) {
      for (const field of value.fields) visit(field.name.value, field.value);
      return;
    }
    if (!SIZE_ARGUMENTS.has(name)) return;
    if (value.kind === Kind.INT) consider(Math.max(1, Number.parseInt(value.value, 10)));
    else if (value.kind === Kind.VARIABLE) consider(limits.maxListSize);
  };
  for (const arg of args) visit(arg.name.value, arg.value);
  return found;
}
