import { WS_RETRY } from '../constants/spec-constants';
import { FATAL_WS_CLOSE_CODES } from '../constants/ws-close-codes';

/** The reconnection options handed to graphql-ws `createClient`. */
export interface WsRetryOptions {
  retryAttempts: number;
  retryWait: (retries: number) => Promise<void>;
  shouldRetry: (errOrCloseEvent: unknown) => boolean;
}

/**
 * Wait before reconnection attempt `retries` (0-based), spec 9: 1000 ms doubled per attempt
 * plus a random 300-3000 ms, so that many clients dropped at once do not return in lockstep.
 * `random` returns a value in [0, 1) like Math.random.
 */
export function computeRetryDelayMs(retries: number, random: () => number): number {
  const jitter = WS_RETRY.jitterMinMs + random() * (WS_RETRY.jitterMaxMs - WS_RETRY.jitterMinMs);
  return WS_RETRY.baseWaitMs * 2 ** retries + jitter;
}

/** True for close codes after which reconnecting cannot help (spec 8). */
export function isFatalCloseCode(code: number | undefined): boolean {
  return code !== undefined && FATAL_WS_CLOSE_CODES.includes(code);
}

/** The close code of a CloseEvent-like value; undefined for anything else (e.g. an Error). */
function closeCodeOf(errOrCloseEvent: unknown): number | undefined {
  const code = (errOrCloseEvent as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * graphql-ws retry options implementing the spec's policy: 5 attempts, the delay of
 * {@link computeRetryDelayMs}, and no retry after a fatal close code. Other failures (network
 * drops, the two timeouts) are retried.
 */
export function wsRetryOptions(random: () => number = Math.random): WsRetryOptions {
  return {
    retryAttempts: WS_RETRY.attempts,
    retryWait: (retries) => sleep(computeRetryDelayMs(retries, random)),
    shouldRetry: (errOrCloseEvent) => !isFatalCloseCode(closeCodeOf(errOrCloseEvent)),
  };
}
