import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { sourceConditions } from '@checkout/vitest-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { addCompileHints } from './build/compileHints';
import { cssTarget } from './build/cssTarget';
import { inlineMessageDescriptors } from './build/inlineMessageDescriptors';
import { minifyAgain } from './build/minifyAgain';
import { packageEntryChunks } from './build/packageEntryChunks';
import { writeSriManifest } from './build/sriManifest';
import type { StartupChunk } from './build/startupChunks';
import { startupChunksPlugin } from './build/startupChunksPlugin';
import { MESSAGE_FILE, stripDefaultMessages } from './build/stripDefaultMessages';
import { precompressAssets } from './server/precompress/precompressAssets';
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

/**
 * Finishes the built assets for the production server, in this order: the second minification
 * (`minifyAgain`), V8's compile hint atop the startup chunk (`addCompileHints`), the SRI manifest of
 * the final bytes (`writeSriManifest`: the server pins every script it writes by it), then brotli and
 * gzip copies (`precompressAssets`). One hook, because the bundler may run the `closeBundle` hooks of
 * several plugins side by side.
 */
function finishAssetsPlugin(): Plugin {
  let outDir = '';
  let assetsDir = '';
  return {
    name: 'checkout-finish-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    async closeBundle() {
      await minifyAgain(join(outDir, assetsDir));
      await addCompileHints(join(outDir, assetsDir), ['framework'] satisfies StartupChunk[]);
      await writeSriManifest(outDir, assetsDir);
      await precompressAssets(join(outDir, assetsDir));
    },
  };
}

/**
 * Resolves react-intl's ICU parser to its parser-free build: our catalogues arrive precompiled (see
 * @checkout/i18n). Only the modules of `@checkout/i18n` itself (its lazy override parser) keep the
 * real one: the package's folder is where its `package.json` entry resolves.
 */
function formatjsNoParser(): Plugin {
  let i18nFolder: Promise<string> | undefined;
  return {
    name: 'formatjs-no-parser',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser' || importer === undefined) return null;
      i18nFolder ??= this.resolve('@checkout/i18n/package.json', importer, { skipSelf: true }).then((resolved) => {
        if (!resolved) throw new Error('@checkout/i18n/package.json does not resolve');
        return dirname(resolved.id) + sep;
      });
      if (importer.startsWith(await i18nFolder)) return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
  };
}

/** Drops the English defaults of the message descriptors from the production build (see `stripDefaultMessages`). */
const defaultMessagesOut = {
  name: 'checkout-strip-default-messages',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    return MESSAGE_FILE.test(id) ? { code: stripDefaultMessages(code), map: null } : null;
  },
} satisfies Plugin;

/** Writes the app's uses of message descriptors as the descriptors themselves in the production build (see `inlineMessageDescriptors`). */
const descriptorsInlined = {
  name: 'checkout-inline-message-descriptors',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]src[\\/][^?]+\.tsx?(\?.*)?$/.test(id) || MESSAGE_FILE.test(id) || !code.includes(".messages'"))
      return null;
    const read = (specifier: string) => readFileSync(resolve(dirname(id), `${specifier}.ts`), 'utf8');
    return { code: inlineMessageDescriptors(code, read, id.replace(/\?.*$/, '')), map: null };
  },
} satisfies Plugin;

/** The server render's bundle (`vite build --ssr`): the same route tree for Node, self-contained, beside the server. */
const SSR_OUT_DIR = 'dist-server/ssr';

export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin generates src/routeTree.gen.ts and must run before react().
  plugins: [
    formatjsNoParser(),
    defaultMessagesOut,
    descriptorsInlined,
    // Each route's component, error and not-found screens are chunks of their own, and so is each
    // loader but the checkout page's: a page the server rendered runs no loader in the browser, so a
    // loader is code only a shell or a navigation needs. The checkout page's loader stays in the
    // startup chunk with the reads it shares with the page, which would otherwise be split into small
    // chunks the page loads anyway.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/$lang/$apiKey/$cartId/'
            ? [['component'], ['errorComponent'], ['notFoundComponent']]
            : [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    runtimeConfigPlugin(),
    ...(isSsrBuild
      ? []
      : [
          // What every page runs before it paints goes into one chunk, not twenty, and paying into its own (build/startupChunks.ts).
          startupChunksPlugin(),
          // Which chunks hold each language's catalogue parts and country names, for the server's page preloads.
          packageEntryChunks(['@checkout/i18n', '@checkout/reference-data']),
          finishAssetsPlugin(),
        ]),
  ],
  resolve: { conditions: [...sourceConditions, ...defaultClientConditions] },
  // Everything is bundled into the server render (the workspace packages from their sources, and
  // their own dependencies, which Node could not resolve from the app's folder).
  ssr: { noExternal: true, resolve: { conditions: [...sourceConditions, ...defaultServerConditions] } },
  // React and the router bundled into the server render run their production builds, whatever the
  // server's environment (the development ones are slower and write stacks into the page).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // Nothing is inlined as a data: URL: the CSP allows fonts and images from our origin only, and
  // inlined fonts would bloat the render-blocking stylesheet.
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, emptyOutDir: true, sourcemap: true, minify: false, target: 'node20' }
    : {
        outDir: 'dist',
        sourcemap: true,
        manifest: true,
        assetsInlineLimit: 0,
        // Browsers with `:dir()`, so the minifier keeps the kit's right-to-left rules (build/cssTarget.ts).
        cssTarget,
        // No modulepreload polyfill in the entry (0.3 KiB): browsers without modulepreload (Safari before
        // 17) still load every chunk, only without the preloads' head start.
        modulePreload: { polyfill: false },
      },
}));
