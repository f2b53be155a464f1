import { defineTestConfig } from '@checkout/vitest-config';

export default defineTestConfig({ environment: 'node' });
