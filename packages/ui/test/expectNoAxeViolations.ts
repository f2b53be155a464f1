import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered component and fails with the violated rules and their targets. jsdom cannot
 * compute colours, so colour contrast is checked on the built Storybook in Chromium (scripts/check-stories.mjs).
 */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
