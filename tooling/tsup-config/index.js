import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Builds ESM + CJS + d.ts for a publishable package, with its dependencies and peers external.
 * @param {import('./index.d.ts').LibraryConfigOptions} [options]
 * @returns {import('tsup').Options}
 */
export function defineLibraryConfig(options = {}) {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  const external = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
  return {
    entry: options.entry ?? { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
    splitting: true,
    // Subpaths of a dependency (`valibot/...`, `libphonenumber-js/min`) stay external too.
    external: external.map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/.*)?$`)),
    ...options.overrides,
  };
}
