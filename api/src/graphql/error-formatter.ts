import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { MESSAGES } from '../modules/common/messages.js';
import { serviceUnavailableError } from './service-unavailable.js';

type Execution = ExecutionResult & { statusCode?: number };
type PublicError = GraphQLFormattedError & { extensions: { code: string } };
interface Classified {
  errors: PublicError[];
  statusCode?: number;
}

/**
 * Mercurius error formatter. Caller mistakes (syntax, validation, bad variables, bad body) keep
 * their message; anything else is logged and answered with a generic Spanish message, so no
 * internal detail (SQL, stack, driver text) ever reaches the client.
 */
export function formatGraphQLErrors(execution: Execution, context: MercuriusContext) {
  const log = context.reply?.log ?? context.app.log;
  const classified = (execution.errors ?? []).map((error) => classify(error, log));
  const demoMode = context.app.config?.demoMode ?? false;
  const errors = classified.flatMap((item) => (demoMode ? item.errors : item.errors.map(withoutSuggestions)));
  const requestFailure = classified.find((item) => item.statusCode !== undefined)?.statusCode;
  const statusCode = execution.data ? 200 : (execution.statusCode ?? requestFailure ?? 200);
  return { statusCode, response: { data: execution.data ?? null, errors } };
}

function classify(error: GraphQLError, log: MercuriusContext['app']['log']): Classified {
  const original = error.originalError as
    (Error & { statusCode?: number; code?: string; errors?: unknown }) | undefined;
  if (original && Array.isArray(original.errors)) {
    // Mercurius wraps every parse/validation problem of one request into a single 4xx error.
    const inner = original.errors as Error[];
    return { errors: inner.map((item) => toClientError(item)), statusCode: original.statusCode ?? 400 };
  }
  if (!original) return { errors: [toClientError(error)] };
  const status = original.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { errors: [toClientError(error, original.code)], statusCode: status };
  }
  const unavailable = serviceUnavailableError(error, original, log);
  if (unavailable) return { errors: [unavailable] };
  log.error({ err: original, path: error.path }, 'Unexpected error while resolving a GraphQL operation');
  return {
    errors: [{ ...position(error), message: MESSAGES.unexpectedError, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    statusCode: typeof status === 'number' && status >= 500 ? status : undefined,
  };
}

export function toClientError(error: Error, code?: string): PublicError {
  // The limits (graphql/limits.ts) name their own code, e.g. QUERY_TOO_COMPLEX.
  const own = error instanceof GraphQLError ? error.extensions.code : undefined;
  const chosen = code ?? (typeof own === 'string' ? own : clientErrorCode(error.message));
  return { ...position(error), message: error.message, extensions: { code: chosen } };
}

/**
 * Outside demo mode graphql-js' "Did you mean ...?" hints are dropped: with introspection off they
 * would still let a caller map the schema by guessing names.
 */
export function withoutSuggestions(error: PublicError): PublicError {
  const message = error.message.replace(/ ?Did you mean [^?]*\?/g, '');
  return message === error.message ? error : { ...error, message };
}

function clientErrorCode(message: string): string {
  if (message.startsWith('Syntax Error')) return 'GRAPHQL_PARSE_FAILED';
  if (message.startsWith('Variable "')) return 'BAD_USER_INPUT';
  return 'GRAPHQL_VALIDATION_FAILED';
}

function position(error: Error): Pick<PublicError, 'locations' | 'path'> {
  if (!(error instanceof GraphQLError)) return {};
  return { ...(error.locations && { locations: error.locations }), ...(error.path && { path: error.path }) };
}
