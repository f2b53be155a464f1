import { sourceConditions } from '@checkout/vitest-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { readRuntimeConfig } from './server/readRuntimeConfig';

/** Serves `/config.json` in `vite dev` the way the production server does. */
function runtimeConfigPlugin(): Plugin {
  return {
    name: 'checkout-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify(readRuntimeConfig(process.env)));
      });
    },
  };
}

/** Resolves react-intl's ICU parser to its parser-free build: our catalogues arrive precompiled (see @checkout/i18n). */
const formatjsNoParser = {
  name: 'formatjs-no-parser',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@formatjs/icu-messageformat-parser' || importer === undefined) return null;
    if (/[\\/]i18n[\\/](src|dist)[\\/]/.test(importer)) return null; // @checkout/i18n's lazy override parser
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
  },
} satisfies Plugin;

export default defineConfig({
  // The router plugin generates src/routeTree.gen.ts and must run before react().
  plugins: [
    formatjsNoParser,
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    runtimeConfigPlugin(),
  ],
  resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
  build: { outDir: 'dist', sourcemap: true },
});
