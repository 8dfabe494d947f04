import { Button } from 'shared/ui';

/** The form's submit button; while the call runs it says what is happening (spec busy messages). */
export function SubmitButton({ label, busyLabel, isBusy }: { label: string; busyLabel: string; isBusy: boolean }) {
  return (
    <Button type="submit" variant="primary" block aria-busy={isBusy} disabled={isBusy}>
      {isBusy ? busyLabel : label}
    </Button>
  );
}
