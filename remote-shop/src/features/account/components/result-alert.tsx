import { Alert } from 'shared/ui';
import type { AccountResult } from '../use-account-mutation';

/** The server's answer as a success or error notice that screen readers announce. */
export function ResultAlert({ result }: { result: AccountResult | null }) {
  if (!result) return null;
  return (
    <Alert
      className="auth-alert"
      type={result.status ? 'success' : 'error'}
      title={result.message}
      role={result.status ? 'status' : 'alert'}
    />
  );
}
