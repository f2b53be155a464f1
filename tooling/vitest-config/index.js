import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';

/** Conditions that resolve `@checkout/*` packages to their TypeScript sources. */
export const sourceConditions = ['@checkout/source'];

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
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 10_000,
      reporters: ['default', ['json', { outputFile: `test-results/${reportName}.json` }]],
      // The suite must fail loudly when a filter or typo selects nothing.
      passWithNoTests: false,
    },
  });
  return mergeConfig(base, options.overrides ?? {});
}
