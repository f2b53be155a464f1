import { defineTestConfig } from '@checkout/vitest-config';

// Browser tests: the built app and sandbox in Debian's Chromium, one file at a time.
export default defineTestConfig({
  include: ['e2e/**/*.e2e.ts'],
  reportName: 'e2e',
  testTimeout: 60_000,
  overrides: {
    test: {
      // Starting the sandbox, the app server and Chromium may take minutes when other work runs.
      hookTimeout: 240_000,
      fileParallelism: false,
      // A busy two-core CI machine renders slower than a desk: polls wait up to 10 s, not 1 s.
      expect: { poll: { timeout: 10_000 } },
    },
  },
});
