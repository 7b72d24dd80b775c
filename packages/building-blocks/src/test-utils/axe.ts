import axe from 'axe-core';
import type { RunOptions } from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered container and fails with the violations listed. Colour contrast is
 * off because jsdom cannot compute styles; Storybook's a11y addon checks it in a real browser.
 * `options` go to axe as well, e.g. `{ iframes: false }` for a third-party player jsdom cannot
 * enter.
 */
export async function expectNoAxeViolations(
  container: Element,
  options: RunOptions = {},
): Promise<void> {
  const result = await axe.run(container, {
    ...options,
    rules: { 'color-contrast': { enabled: false }, ...options.rules },
  });
  const violations = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
