/**
 * Del Campo's design tokens: the one source of the shop's colours, spacing, radii and type.
 * They reach the page twice: as CSS custom properties (`--dc-*`, read by the plain storefront
 * components' CSS) and as antd's theme (antd-theme.ts), so both UI vocabularies look the same.
 */
export const DESIGN_TOKENS = {
  color: {
    /** Leaf green: primary buttons, links, focus rings, the badge. */
    primary: '#2f7d32',
    primaryHover: '#276a2a',
    primaryDark: '#1f4d22',
    onPrimary: '#ffffff',
    /** Tomato red: errors, "remove", discounts. */
    error: '#c62828',
    errorBackground: '#fff1f0',
    errorBorder: '#ffccc7',
    warning: '#874d00',
    warningBackground: '#fffbe6',
    warningBorder: '#ffe58f',
    success: '#237804',
    /** A success notice's box (antd's success alert colours). */
    successBackground: '#f6ffed',
    successBorder: '#b7eb8f',
    text: '#1f2a1f',
    /** WCAG AA (4.5:1) on white and on the page background. */
    textSecondary: 'rgba(0, 0, 0, 0.65)',
    background: '#f7f8f3',
    surface: '#ffffff',
    border: '#cfd8c8',
    borderLight: '#e3e8dc',
    skeleton: '#e8ece2',
    disabledText: 'rgba(0, 0, 0, 0.45)',
    disabledBackground: '#f0f2ec',
    footerText: '#e8f3dc',
    mask: 'rgba(0, 0, 0, 0.45)',
  },
  /** Spacing steps, px. */
  space: { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 },
  /** Corner radii, px. */
  radius: { sm: 4, md: 8, lg: 12 },
  /** Font sizes, px. */
  fontSize: { sm: 14, md: 16, lg: 20, xl: 28 },
  font: { family: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  /** Height of a control (button, input), px: antd's controlHeight. */
  control: { height: 32, heightLarge: 40 },
} as const;

export type DesignTokens = typeof DESIGN_TOKENS;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const px = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** The tokens as CSS custom properties: `--dc-color-primary`, `--dc-space-md`, `--dc-radius-md`... */
export function designTokenVariables(tokens: DesignTokens = DESIGN_TOKENS): Record<string, string> {
  const entries = Object.entries(tokens).flatMap(([group, values]) =>
    Object.entries(values).map(([name, value]) => [`--dc-${kebab(group)}-${kebab(name)}`, px(value)]),
  );
  return Object.fromEntries(entries);
}

/** The same properties as a `:root { ... }` rule, for HTML rendered ahead of the scripts. */
export function designTokensCss(tokens: DesignTokens = DESIGN_TOKENS): string {
  const lines = Object.entries(designTokenVariables(tokens)).map(([name, value]) => `${name}:${value};`);
  return `:root{${lines.join('')}}`;
}

/**
 * Puts the tokens on the document's root element. Through the CSSOM (`style.setProperty`), which
 * no Content-Security-Policy restricts, so it needs neither an inline script nor an inline style.
 * Not when a stylesheet of the page holds them already (the server's HTML carries
 * {@link designTokensCss}): setting them again would only restyle the whole page (issue 30).
 */
export function applyDesignTokens(root: HTMLElement = document.documentElement): void {
  const css = designTokensCss();
  const served = [...root.ownerDocument.querySelectorAll('style')].some((style) => style.textContent?.includes(css));
  if (served) return;
  for (const [name, value] of Object.entries(designTokenVariables())) root.style.setProperty(name, value);
}
