import { defineTestConfig } from './index.js';

// The config's own tests run under the config, setup file included.
export default defineTestConfig({ include: ['*.test.js'] });
