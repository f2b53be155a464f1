import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('./dependency-cruiser.cjs');

/** Runs the workspace rules over one fixture tree and returns the broken rules with their modules. */
async function violationsIn(fixture) {
  const baseDir = fileURLToPath(new URL(`./fixtures/${fixture}`, import.meta.url));
  const { output } = await cruise(['.'], {
    ...config.options,
    exclude: { path: 'node_modules' },
    baseDir,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  return output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
}

describe('architecture rules', () => {
  it('accept a layout that follows design.md', async () => {
    expect(await violationsIn('clean')).toEqual([]);
  });

  it('forbid @checkout/ui importing another workspace package, except in stories', async () => {
    expect(await violationsIn('boundary-ui')).toEqual([
      'boundary-ui: packages/ui/src/index.ts -> packages/i18n/src/index.ts',
    ]);
  });

  it('forbid a package importing one the table does not allow', async () => {
    expect(await violationsIn('boundary-validation')).toEqual([
      'boundary-validation: packages/validation/src/index.ts -> packages/payments/src/index.ts',
    ]);
  });

  it('let @checkout/checkout-core import the api-client but not payments', async () => {
    expect(await violationsIn('boundary-checkout-core')).toEqual([
      'boundary-checkout-core: packages/checkout-core/src/index.ts -> packages/payments/src/index.ts',
    ]);
  });

  it('forbid a package importing an app', async () => {
    expect(await violationsIn('no-import-of-apps')).toEqual([
      'no-import-of-apps: packages/reference-data/src/index.ts -> apps/checkout/src/main.ts',
    ]);
  });

  it('forbid deep imports into a package source', async () => {
    expect(await violationsIn('no-deep-import')).toEqual([
      'no-deep-import: apps/checkout/src/main.ts -> packages/validation/src/rules/rule.ts',
    ]);
  });

  it('forbid React in a framework-free entry but allow it under src/react/', async () => {
    const violations = await violationsIn('no-react-in-core');
    expect(violations.filter((v) => v.startsWith('no-react-in-core'))).toEqual([
      'no-react-in-core: packages/payments/src/index.ts -> react',
    ]);
  });

  it('forbid dependency cycles', async () => {
    const violations = await violationsIn('no-circular');
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => v.startsWith('no-circular: packages/validation/src/'))).toBe(true);
  });
});
