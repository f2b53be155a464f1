import { defineConfig } from 'tsup';

// The checkout page's early script (ADR 0008): one classic script the server inlines into the HTML
// under the page's nonce. Built after the server (`tsup` cleans `dist-server`), without cleaning.
export default defineConfig({
  entry: { 'early-reads': 'src/early/earlyReadsEntry.ts' },
  outDir: 'dist-server',
  format: ['iife'],
  globalName: 'checkoutEarly',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  clean: false,
  noExternal: [/^@checkout\//],
  esbuildOptions(options) {
    options.conditions = ['@checkout/source'];
  },
});
