import { Alert, Button } from 'antd';
import { MESSAGES } from 'shared';

/** The spec's loading failure message, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={MESSAGES.loadFailed}
      action={
        <Button size="small" onClick={onRetry}>
          {MESSAGES.retry}
        </Button>
      }
    />
  );
}
