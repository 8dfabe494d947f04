import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { MESSAGES } from '../modules/common/messages.js';

/** Node socket errors met while reaching or talking to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is away or overloaded: class 08 (connection exception) is matched
 * by prefix; 57014 is a statement cancelled by `statement_timeout`.
 */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57014', '57P01', '57P02', '57P03']);

/** node-postgres / pg-pool texts for a lost or unobtainable connection (they carry no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Client was closed/,
  /^Cannot use a pool after calling end/,
];

/**
 * True when an error (or one it wraps: Drizzle's `cause`, an AggregateError's `errors`) says the
 * database cannot be reached or did not answer in time, as opposed to a bug or a refused statement.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))) {
    return true;
  }
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

interface Log {
  warn(details: object, message: string): void;
}

/**
 * The GraphQL error for a database outage: a short Spanish "try again in a few seconds" with
 * `extensions.code` SERVICE_UNAVAILABLE (HTTP status as for any resolver error), or null when the
 * error is something else. Logged as a warning with the driver's code only (no SQL, no parameters).
 */
export function serviceUnavailableError(
  error: GraphQLError,
  original: Error,
  log: Log,
): (GraphQLFormattedError & { extensions: { code: string } }) | null {
  if (!isDatabaseUnavailable(original)) return null;
  log.warn(
    { reason: reasonOf(original), path: error.path },
    'Database unavailable while resolving a GraphQL operation',
  );
  return {
    ...(error.locations && { locations: error.locations }),
    ...(error.path && { path: error.path }),
    message: MESSAGES.serviceUnavailable,
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  };
}

function reasonOf(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 5) return 'unknown';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  if (error.cause) return reasonOf(error.cause, depth + 1);
  return error.message.slice(0, 80);
}
