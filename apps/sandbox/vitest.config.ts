import { defineTestConfig } from '@checkout/vitest-config';

// Each test file starts an embedded PostgreSQL (seconds on a busy 2-core machine): generous
// timeouts, and at most two files at once.
export default defineTestConfig({
  testTimeout: 60_000,
  overrides: { test: { hookTimeout: 60_000, maxWorkers: 2 } },
});
