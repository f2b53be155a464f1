import { defineTestConfig } from '@checkout/vitest-config';

export default defineTestConfig({ environment: 'jsdom', testTimeout: 60_000 });
