import { defineTestConfig } from '@checkout/vitest-config';

// Packing six packages and installing them into a consumer project takes minutes on a busy machine.
export default defineTestConfig({ include: ['src/**/*.test.mjs'], testTimeout: 120_000 });
