import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['./*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // Resolve @checkout/* workspace packages to their sources, like vitest and the app do.
      resolve: {
        ...viteConfig.resolve,
        conditions: ['@checkout/source', 'module', 'browser', 'development|production'],
      },
      // Browsers with `:dir()` (Chromium 120), as in the app's build: for older targets the CSS minifier
      // rewrites `:dir(rtl)` to right-to-left `:lang()`s and the direction toolbar would show nothing.
      build: { ...viteConfig.build, cssTarget: ['chrome120', 'edge120', 'firefox114', 'safari16.4'] },
    };
  },
};

export default config;
