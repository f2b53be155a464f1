import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';

/** Conditions that resolve `@checkout/*` packages to their TypeScript sources. */
export const sourceConditions = ['@checkout/source'];

/** Bounds the runs of every property test (see `propertyRuns.js`). */
const boundPropertyRuns = fileURLToPath(new URL('./boundPropertyRuns.js', import.meta.url));

/**
 * Vitest config that runs on sources (no prior build) and writes `test-results/<name>.json`.
 * @param {import('./index.d.ts').TestConfigOptions} [options]
 */
export function defineTestConfig(options = {}) {
  const reportName = options.reportName ?? 'vitest';
  const base = defineConfig({
    resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [...sourceConditions, ...defaultServerConditions] } },
    test: {
      environment: options.environment ?? 'node',
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: [boundPropertyRuns, ...(options.setupFiles ?? [])],
      // Limits for a busy machine (two cores shared with two other suites: `pnpm test:load`), where
      // a test that takes a second alone may take ten: they catch a hang, not a slow machine.
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: 30_000,
      // `expect.poll` waits for a state; how long it takes to come is not what the tests check.
      expect: { poll: { timeout: 10_000 } },
      reporters: ['default', ['json', { outputFile: `test-results/${reportName}.json` }]],
      // The suite must fail loudly when a filter or typo selects nothing.
      passWithNoTests: false,
    },
  });
  return mergeConfig(base, options.overrides ?? {});
}
