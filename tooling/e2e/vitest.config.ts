import { defineTestConfig } from '@checkout/vitest-config';

export default defineTestConfig({ testTimeout: 30_000 });
