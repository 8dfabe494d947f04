import { Badge, type BadgeProps } from 'antd';
import { MESSAGES } from 'shared';
import type { LiveState } from './use-live-dashboard';

const text = MESSAGES.adminDashboard;

const BADGES: Record<LiveState, { status: BadgeProps['status']; label: string }> = {
  live: { status: 'processing', label: text.live },
  reconnecting: { status: 'warning', label: text.reconnecting },
  stopped: { status: 'default', label: text.liveStopped },
};

/** A small indicator of the live channel; screen readers hear it change (role status). */
export function LiveStatus({ state }: { state: LiveState }) {
  const { status, label } = BADGES[state];
  return (
    <span role="status" className="live-status" data-testid="live-status" data-state={state}>
      <Badge status={status} text={label} />
    </span>
  );
}
