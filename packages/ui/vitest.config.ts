import { defineTestConfig } from '@checkout/vitest-config';

export default defineTestConfig({ environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] });
