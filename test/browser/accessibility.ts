import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's critical and serious findings on the page as it stands (or in `within`, a selector),
 * one line per rule with where and why: what the browser specs hold at none.
 */
export async function accessibilityFailures(page: Page, within?: string): Promise<string[]> {
  // A toast on its way out fades: read mid-fade, its colours failed contrast (4.16:1) in one run.
  // It is leaving the screen, not on it.
  const builder = new AxeBuilder({ page }).exclude('.bp6-toast-exit');
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((rule) => rule.impact === 'critical' || rule.impact === 'serious')
    .map((rule) => {
      const where = rule.nodes.map(
        (node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim()})`,
      );
      return `${rule.impact} ${rule.id}: ${where.join(' | ')}`;
    });
}
