import type { OrderStatusView } from '../../orders/order-status-view';

/**
 * Text, background and border of each tone (antd's Tag colour names, so both vocabularies name them
 * alike), darker than antd's text so every pair passes WCAG AA (4.5:1) at 12 px.
 */
const TONES: Record<string, readonly [string, string, string]> = {
  gold: ['#7c4a03', '#fffbe6', '#ffe58f'],
  green: ['#237804', '#f6ffed', '#b7eb8f'],
  blue: ['#0050b3', '#e6f4ff', '#91caff'],
  geekblue: ['#1d39c4', '#f0f5ff', '#adc6ff'],
  cyan: ['#006d75', '#e6fffb', '#87e8de'],
  volcano: ['#ad2102', '#fff2e8', '#ffbb96'],
};
const NEUTRAL = ['#1f2a1f', '#fafafa', '#d9d9d9'] as const;

/** An order's state in words, in the colour that repeats it (the kit's twin of antd's Tag). */
export function StatusTag({ view }: { view: OrderStatusView }) {
  const [color, background, borderColor] = TONES[view.tone] ?? NEUTRAL;
  return (
    <span className={`dc-tag dc-tag--${view.tone}`} style={{ color, background, borderColor }}>
      {view.label}
    </span>
  );
}
