import type { Options } from 'tsup';
import { doubleEntries } from './doubleEntries';

/** tsup options that build every double as a standalone IIFE into `outDir/<name>.js`. */
export function doubleBuildOptions(outDir: string): Options {
  return {
    entry: { ...doubleEntries },
    outDir,
    format: ['iife'],
    platform: 'browser',
    target: 'es2020',
    outExtension: () => ({ js: '.js' }),
    dts: false,
    clean: true,
    sourcemap: false,
    minify: false,
    splitting: false,
    treeshake: true,
  };
}
