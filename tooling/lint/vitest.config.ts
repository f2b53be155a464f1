import { defineTestConfig } from '@checkout/vitest-config';

export default defineTestConfig({ include: ['*.test.mjs'] });
