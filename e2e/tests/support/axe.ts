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
