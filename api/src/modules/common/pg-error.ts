/** PostgreSQL error codes the services answer in Spanish instead of failing. */
export const PG_ERROR = { uniqueViolation: '23505', exclusionViolation: '23P01' } as const;

/** Whether `error` (or one of its causes: Drizzle wraps the driver's error) carries the SQLSTATE `code`, from either driver. */
export function hasPgErrorCode(error: unknown, code: string): boolean {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}
