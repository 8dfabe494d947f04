// Websocket close codes of the graphql-transport-ws protocol as the spec lists them (section 8).

/** The spec's 11 websocket close codes, by name. */
export const WS_CLOSE_CODES = {
  internalServerError: 4500,
  internalClientError: 4005,
  badRequest: 4400,
  badResponse: 4004,
  unauthorized: 4401,
  forbidden: 4403,
  subprotocolNotAcceptable: 4406,
  connectionInitialisationTimeout: 4408,
  connectionAcknowledgementTimeout: 4504,
  subscriberAlreadyExists: 4409,
  tooManyInitialisationRequests: 4429,
} as const;

/**
 * Close codes after which reconnecting cannot help, so the client stops retrying (spec 8).
 * The two timeouts are left out: a slow network or server may well succeed on the next try.
 */
export const FATAL_WS_CLOSE_CODES: readonly number[] = Object.values(WS_CLOSE_CODES).filter(
  (code) =>
    code !== WS_CLOSE_CODES.connectionInitialisationTimeout && code !== WS_CLOSE_CODES.connectionAcknowledgementTimeout,
);
