import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { MESSAGES } from '../modules/common/messages.js';
import { judge, PARSE_OPTIONS } from './document-guard.js';
import { toClientError, withoutSuggestions } from './error-formatter.js';

/** What the websocket gate does with one message. */
export type SubscribeVerdict =
  { kind: 'pass'; initialises: boolean } | { kind: 'close' } | { kind: 'answer'; message: string };

export interface SubscribeRules {
  schema: GraphQLSchema;
  rules: ValidationRule[];
  demoMode: boolean;
  /** Whether the connection sent its connection_init (before it, Mercurius closes the connection itself). */
  initialised: boolean;
}

const PASS: SubscribeVerdict = { kind: 'pass', initialises: false };

/**
 * One websocket message judged the way HTTP judges a request: a subscribe/start message's query
 * must be text, is parsed with the token limit, must name one operation of the document (an
 * unknown or repeated `operationName` is answered in Spanish, never a raw JavaScript error) and
 * passes the same rules (limits first, then the spec rules). A refused subscription is answered
 * with a GraphQL `error` message on its id; Mercurius never sees it.
 */
export function judgeSubscribe(data: unknown, rules: SubscribeRules): SubscribeVerdict {
  let message: unknown;
  try {
    message = JSON.parse(String(data));
  } catch {
    return PASS; // Mercurius answers "Message must be a JSON string"
  }
  if (!message || typeof message !== 'object') return { kind: 'close' };
  const { id, type, payload } = message as { id?: unknown; type?: unknown; payload?: unknown };
  if (type === 'connection_init') return { kind: 'pass', initialises: true };
  if (type !== 'subscribe' && type !== 'start') return PASS;
  const fields = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  if (typeof fields.query !== 'string') return { kind: 'close' };
  if (!rules.initialised) return PASS; // Mercurius closes a connection that subscribes before connection_init
  const operationName = typeof fields.operationName === 'string' ? fields.operationName : null;
  const errors = refusalsOf(fields.query, operationName, rules);
  if (errors.length === 0) return PASS;
  const answered = errors
    .map((error) => toClientError(error))
    .map((error) => (rules.demoMode ? error : withoutSuggestions(error)));
  return { kind: 'answer', message: JSON.stringify({ id, type: 'error', payload: answered }) };
}

function refusalsOf(query: string, operationName: string | null, rules: SubscribeRules): readonly Error[] {
  let document: DocumentNode;
  try {
    document = parse(query, PARSE_OPTIONS);
  } catch (syntaxError) {
    return [syntaxError as Error];
  }
  const problem = operationProblem(document, operationName);
  if (problem) return [problem];
  return judge(rules.schema, document, rules.rules);
}

/** The operation to run must be one, named uniquely when the document holds several. */
function operationProblem(document: DocumentNode, operationName: string | null): GraphQLError | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  if (operationName === null) {
    return operations.length === 1 ? undefined : invalid(MESSAGES.graphql.ambiguousOperation);
  }
  const named = operations.filter((operation) => operation.name?.value === operationName);
  if (named.length === 0) return invalid(MESSAGES.graphql.unknownOperation(operationName));
  return named.length > 1 ? invalid(MESSAGES.graphql.ambiguousOperation) : undefined;
}
