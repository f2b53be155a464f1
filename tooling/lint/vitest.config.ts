import { defineTestConfig } from '@checkout/vitest-config';

export default defineTestConfig({ include: ['*.test.mjs'], testTimeout: 30_000 });
