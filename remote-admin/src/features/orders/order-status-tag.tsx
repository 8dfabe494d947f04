import { Tag } from 'antd';
import type { OrderStatusView } from 'shared';

/** An order's state (the shared view: words, and the colour that repeats them) as an antd Tag. */
export function OrderStatusTag({ view }: { view: OrderStatusView }) {
  return <Tag color={view.tone}>{view.label}</Tag>;
}
