import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered container and fails with the violations listed. Colour contrast is
 * off because jsdom cannot compute styles; Storybook's a11y addon checks it in a real browser.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const violations = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
