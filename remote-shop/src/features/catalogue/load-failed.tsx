import { MESSAGES } from 'shared';
import { Alert, Button } from 'shared/ui';

/** The spec's loading failure message, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Alert
      type="error"
      title={MESSAGES.loadFailed}
      action={
        <Button size="small" onClick={onRetry}>
          {MESSAGES.retry}
        </Button>
      }
    />
  );
}
