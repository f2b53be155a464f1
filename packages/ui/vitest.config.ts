import { defineTestConfig } from '@checkout/vitest-config';

export default defineTestConfig({
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
  include: ['src/**/*.test.{ts,tsx}', '.storybook/**/*.test.ts'],
});
