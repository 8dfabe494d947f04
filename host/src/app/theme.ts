import type { ThemeConfig } from 'antd';

/**
 * Text shade of the preset Tag colours the shop uses (order states, stock): the palette's next
 * darker step, readable on the tag's light background (antd's own shade 7 is about 3:1).
 */
const TAG_TEXT_SHADES = { gold: '#874d00', green: '#237804', cyan: '#006d75', orange: '#ad4e00' };

/** antd names shade 7 twice (green7 and the legacy green-7), both as the CSS variable --ant-green-7. */
const tagTextTokens = Object.fromEntries(
  Object.entries(TAG_TEXT_SHADES).flatMap(([color, hex]) => [
    [`${color}7`, hex],
    [`${color}-7`, hex],
  ]),
);

/** Del Campo's colours: leaf green with tomato red accents. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f7d32',
    colorLink: '#2f7d32',
    colorError: '#c62828',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    // WCAG AA (4.5:1) for secondary text: form legends and hints, Statistic titles, type="secondary".
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    ...tagTextTokens,
  },
};
