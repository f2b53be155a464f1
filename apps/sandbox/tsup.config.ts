import { defineConfig } from 'tsup';

// A server, not a library: one ESM entry; workspace packages are bundled from source.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  esbuildOptions(options) {
    options.conditions = ['@checkout/source'];
  },
  noExternal: [/^@checkout\//],
});
