import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // Resolve @checkout/* workspace packages to their sources, like vitest and the app do.
    return {
      ...viteConfig,
      resolve: {
        ...viteConfig.resolve,
        conditions: ['@checkout/source', 'module', 'browser', 'development|production'],
      },
    };
  },
};

export default config;
