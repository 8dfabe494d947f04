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
  return {
    level,
    redact: REDACT_PATHS,
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream && { stream }),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's request fields, with every query-string value left out: a GraphQL GET carries the
 * whole operation and its variables (a password, in a `login` sent by hand) in the URL.
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? withoutQueryValues(request.url) : undefined,
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .map((pair) => pair.split('=')[0]);
  return `${url.slice(0, start)}?${names.map((name) => `${name}=[not logged]`).join('&')}`;
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
