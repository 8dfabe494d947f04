import { Button } from 'antd';

/** The form's submit button; while the call runs it says what is happening (spec busy messages). */
export function SubmitButton({ label, busyLabel, isBusy }: { label: string; busyLabel: string; isBusy: boolean }) {
  return (
    <Button type="primary" htmlType="submit" block loading={isBusy}>
      {isBusy ? busyLabel : label}
    </Button>
  );
}
