import type { Options } from 'tsup';

/** Options of {@link defineLibraryConfig}. */
export interface LibraryConfigOptions {
  /** Entry points, keyed by output name. Defaults to `{ index: 'src/index.ts' }`. */
  entry?: Record<string, string>;
  /** Extra tsup options merged over the defaults. Defaults to `{}`. */
  overrides?: Options;
}

/** Builds ESM + CJS + d.ts for a publishable package, with its dependencies and peers external. */
export function defineLibraryConfig(options?: LibraryConfigOptions): Options;
