import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The violations axe rates serious or critical on the page as it is now (WCAG 2.x A and AA). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(' | ')})`,
    );
}

/**
 * Rules Lighthouse's accessibility audit runs on top of WCAG 2 A and AA (its axe configuration):
 * they catch e.g. skipped heading levels, alt text repeating the link text, data cells without a
 * header and small tap targets.
 */
const LIGHTHOUSE_EXTRA_RULES = [
  'aria-allowed-role',
  'aria-conditional-attr',
  'aria-deprecated-role',
  'aria-dialog-name',
  'aria-prohibited-attr',
  'aria-text',
  'empty-heading',
  'heading-order',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'input-button-name',
  'label-content-name-mismatch',
  'landmark-one-main',
  'link-in-text-block',
  'select-name',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
  'table-fake-caption',
  'target-size',
  'td-has-header',
];

/** WCAG rules Lighthouse switches off (scrollable-region-focusable: its known false positives). */
const LIGHTHOUSE_OFF_RULES = ['duplicate-id', 'scrollable-region-focusable', 'svg-img-alt', 'summary-name'];

/** Every violation, of any impact, that would cost the page points in Lighthouse's accessibility score. */
export async function lighthouseViolations(page: Page): Promise<string[]> {
  const rules = Object.fromEntries([
    ...LIGHTHOUSE_EXTRA_RULES.map((rule) => [rule, { enabled: true }]),
    ...LIGHTHOUSE_OFF_RULES.map((rule) => [rule, { enabled: false }]),
  ]);
  // Colours read mid-transition (a button just enabled) are neither the old nor the new ones;
  // endless animations (a live badge's pulse) never settle and are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, rules })
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(' | ')})`,
  );
}
