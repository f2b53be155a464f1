import type { ViteUserConfig } from 'vitest/config';

/** Options of {@link defineTestConfig}. */
export interface TestConfigOptions {
  /** Test environment. Defaults to `'node'`. */
  environment?: 'node' | 'jsdom';
  /** Glob of test files. Defaults to `['src/**\/*.test.{ts,tsx}']`. */
  include?: string[];
  /** Name of the JSON report under `test-results/`. Defaults to `'vitest'`. */
  reportName?: string;
  /** Per-test timeout in ms. Defaults to `30000` (a busy machine: `pnpm test:load`). */
  testTimeout?: number;
  /** Files run before each test file, after the one that bounds property runs. Defaults to `[]`. */
  setupFiles?: string[];
  /** Extra vite/vitest config merged over the defaults. Defaults to `{}`. */
  overrides?: ViteUserConfig;
}

/** Conditions that resolve `@checkout/*` packages to their TypeScript sources. */
export const sourceConditions: string[];

/** Vitest config that runs on sources (no prior build) and writes `test-results/<name>.json`. */
export function defineTestConfig(options?: TestConfigOptions): ViteUserConfig;
