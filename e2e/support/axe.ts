import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe finds on the page as it stands, against WCAG 2.1 A and AA, in a form that reads well in a diff. */
export async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    where: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3),
  }));
}
