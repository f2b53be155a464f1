import { defineConfig } from 'tsup';

// The production server: one ESM file next to the built SPA; workspace packages are bundled from source.
export default defineConfig({
  entry: { index: 'server/index.ts' },
  outDir: 'dist-server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@checkout\//],
  esbuildOptions(options) {
    options.conditions = ['@checkout/source'];
  },
});
