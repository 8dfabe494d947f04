import type { ThemeConfig } from 'antd';
import { DESIGN_TOKENS } from '../tokens';

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

const { color, radius, fontSize, font, control } = DESIGN_TOKENS;

/** antd's theme, taken from the shop's design tokens (tokens.ts): leaf green with tomato red accents. */
export const ANTD_THEME: ThemeConfig = {
  token: {
    colorPrimary: color.primary,
    colorLink: color.primary,
    colorError: color.error,
    colorText: color.text,
    colorBgLayout: color.background,
    colorBorder: color.border,
    borderRadius: radius.md,
    borderRadiusSM: radius.sm,
    borderRadiusLG: radius.lg,
    fontSize: fontSize.sm,
    fontFamily: font.family,
    controlHeight: control.height,
    controlHeightLG: control.heightLarge,
    // WCAG AA (4.5:1) for secondary text: form legends and hints, Statistic titles, type="secondary".
    colorTextDescription: color.textSecondary,
    ...tagTextTokens,
  },
};
