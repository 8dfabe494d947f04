import { connect } from 'node:net';
import { test, type TestContext, type TestOptions } from 'node:test';
import { inCi } from '../../../scripts/node-env.mjs';

/**
 * The one policy for tests that need a service the embedded setup lacks (PostgreSQL, Redis):
 * - the service answers: the tests run;
 * - it does not: outside CI they are skipped, saying why (counted as skipped by `npm test`);
 *   in CI (CI=true) they FAIL with that reason: CI skips nothing;
 * - PostgreSQL-only tests in the PGlite step of `npm test` when its api-postgres step follows
 *   (TEST_POSTGRES_STEP=later): left out here, they run there.
 */
export interface ServiceNeed {
  state: 'ready' | 'missing' | 'elsewhere';
  /** What is missing and why the test needs it (set when state is `missing`). */
  problem: string;
}

export const REDIS_TEST_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** True when something accepts a TCP connection at the URL's host and port within 1 s. */
export function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({
      host: hostname.replace(/^\[|\]$/g, ''),
      port: Number(port || defaultPort),
      timeout: 1_000,
    });
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

const where = (url: string) => {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
};

/** PostgreSQL of TEST_DATABASE_URL; `why` says what the test does with it that PGlite cannot. */
export async function needPostgres(why: string): Promise<ServiceNeed> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.TEST_POSTGRES_STEP === 'later') return { state: 'elsewhere', problem: '' };
    return missing(`needs PostgreSQL (TEST_DATABASE_URL is not set): ${why}`);
  }
  if (await reachable(url, 5432)) return { state: 'ready', problem: '' };
  return missing(`needs PostgreSQL at ${where(url)} (TEST_DATABASE_URL), which does not answer: ${why}`);
}

/** Redis of TEST_REDIS_URL (default the local one); `why` says what the test does with it. */
export async function needRedis(why: string): Promise<ServiceNeed> {
  if (await reachable(REDIS_TEST_URL, 6379)) return { state: 'ready', problem: '' };
  return missing(`needs Redis at ${where(REDIS_TEST_URL)} (TEST_REDIS_URL), which does not answer: ${why}`);
}

/** Several needs at once: left out if any runs elsewhere, else missing if any is missing. */
export function needAll(...needs: ServiceNeed[]): ServiceNeed {
  return (
    needs.find((need) => need.state === 'elsewhere') ??
    needs.find((need) => need.state === 'missing') ?? { state: 'ready', problem: '' }
  );
}

function missing(problem: string): ServiceNeed {
  return { state: 'missing', problem: inCi() ? `CI skips nothing: this test ${problem}` : problem };
}

/** `test` under the policy above: runs, is skipped with the reason, fails (CI) or is left out. */
export function serviceTest(
  need: ServiceNeed,
  name: string,
  options: TestOptions,
  fn: (t: TestContext) => void | Promise<void>,
): void {
  if (need.state === 'elsewhere') return;
  if (need.state === 'ready') {
    void test(name, options, fn);
  } else if (inCi()) {
    void test(name, { ...options, skip: false }, () => {
      throw new Error(need.problem);
    });
  } else {
    void test(name, { ...options, skip: need.problem }, fn);
  }
}
