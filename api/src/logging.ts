import type { FastifyServerOptions } from 'fastify';

/**
 * Secrets never reach the log: the session header, and any password, token, card or key field a
 * log call might pass by mistake (one level down, e.g. `{input: {password}}`). Request bodies
 * (GraphQL variables) are not logged at all. Tested by logging.test.ts and
 * security/secrets-in-logs.test.ts.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.authorization',
  '*.Authorization',
  '*.password',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.authToken',
  '*.variables',
  '*.card',
  '*.cardNumber',
  '*.cvc',
  '*.jwtSecret',
  '*.secretKey',
];

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return { level, redact: REDACT_PATHS, serializers: { err: serializeError }, ...(stream && { stream }) };
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * Drizzle puts the query parameters into its error text (password hashes, e-mail bodies with
 * one-time links). The log keeps the query and drops the parameters.
 */
export function serializeError(error: Error): SerializedError {
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: withoutQueryParams(error.message),
    stack: withoutQueryParams(error.stack ?? ''),
    ...(code !== undefined && { code }),
    ...(statusCode !== undefined && { statusCode }),
    ...(cause !== undefined && { cause: cause instanceof Error ? serializeError(cause) : cause }),
  };
}

function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [not logged]');
}
