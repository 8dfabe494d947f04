import { Alert, Button, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MESSAGES } from 'shared';

interface Props {
  loading: boolean;
  error: unknown;
  /** The list's answer once it came: its status and message. */
  result: { status: boolean; message: string } | null | undefined;
  onRetry(): void;
}

/**
 * What an admin list shows instead of its rows: the loading skeleton before the first answer, the
 * spec's loading failure with "Reintentar", or the API's refusal. Null when the rows can show.
 */
export function listFallback({ loading, error, result, onRetry }: Props): ReactNode | null {
  if (loading && !result) {
    return (
      <div role="status" aria-label={MESSAGES.busy.loading}>
        <Typography.Text type="secondary">{MESSAGES.busy.loading}</Typography.Text>
        <Skeleton active />
      </div>
    );
  }
  if (error || !result) {
    return (
      <Alert
        type="error"
        showIcon
        title={MESSAGES.loadFailed}
        action={<Button onClick={onRetry}>{MESSAGES.retry}</Button>}
      />
    );
  }
  if (!result.status) return <Alert type="error" showIcon title={result.message} />;
  return null;
}
