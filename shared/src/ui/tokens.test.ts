import { ANTD_THEME } from './antd/antd-theme';
import { DESIGN_TOKENS, applyDesignTokens, designTokenVariables, designTokensCss } from './tokens';

describe('design tokens: one source for the CSS variables and the antd theme', () => {
  it('names every token as a --dc-* custom property, sizes in px', () => {
    const variables = designTokenVariables();
    expect(variables['--dc-color-primary']).toBe('#2f7d32');
    expect(variables['--dc-color-primary-dark']).toBe(DESIGN_TOKENS.color.primaryDark);
    expect(variables['--dc-radius-md']).toBe(`${DESIGN_TOKENS.radius.md}px`);
    expect(variables['--dc-space-md']).toBe('16px');
    expect(variables['--dc-control-height-large']).toBe('40px');
  });

  it("gives antd the same colours, radius and font as the plain components' CSS", () => {
    const variables = designTokenVariables();
    expect(ANTD_THEME.token).toMatchObject({
      colorPrimary: variables['--dc-color-primary'],
      colorError: variables['--dc-color-error'],
      borderRadius: DESIGN_TOKENS.radius.md,
      fontFamily: variables['--dc-font-family'],
    });
  });

  it('puts the properties on the root element through the CSSOM (no inline style element)', () => {
    applyDesignTokens();
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--dc-color-primary')).toBe('#2f7d32');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('leaves the root alone when the page already has them in a stylesheet (the server sent them)', () => {
    const served = document.implementation.createHTMLDocument('');
    served.head.innerHTML = `<style data-ssr="">${designTokensCss()}\n.shell{}</style>`;
    applyDesignTokens(served.documentElement);
    expect(served.documentElement.getAttribute('style')).toBeNull();

    const otherTokens = document.implementation.createHTMLDocument('');
    otherTokens.head.innerHTML = '<style data-ssr="">:root{--dc-color-primary:#000;}</style>';
    applyDesignTokens(otherTokens.documentElement);
    expect(otherTokens.documentElement.style.getPropertyValue('--dc-color-primary')).toBe('#2f7d32');
  });

  it('writes the same properties as one :root rule for HTML rendered ahead of the scripts', () => {
    expect(designTokensCss()).toMatch(/^:root\{.*--dc-color-primary:#2f7d32;.*\}$/);
  });
});
