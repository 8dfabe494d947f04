import { isTestEnv } from '../../../scripts/node-env.mjs';

/**
 * Crash drills (docs/reliability.md): places in the code where a test can make the process die
 * with SIGKILL, as a power cut or an OOM kill would, to check that a restart repairs everything.
 * Active only when NODE_ENV is `test` (any case, scripts/node-env.mjs) AND TEST_CRASH_AT names the point; otherwise a no-op.
 */
export type CrashPoint =
  /** placeOrder: the order and its stock are committed PENDING_PAYMENT, the card is not charged yet. */
  | 'before-charge'
  /** placeOrder: the card is charged, the order is not committed PAID yet. */
  | 'after-charge';

export function crashPoint(point: CrashPoint): void {
  if (process.env.TEST_CRASH_AT !== point || !isTestEnv()) return;
  process.kill(process.pid, 'SIGKILL');
}
