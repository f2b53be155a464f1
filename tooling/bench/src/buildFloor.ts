import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** The two floors: a bare React 19 page, and the app's router, query and intl stack with no app code. */
export type FloorName = 'bare' | 'stack';

const floorsDir = fileURLToPath(new URL('../floors/', import.meta.url));

/** Resolves react-intl's ICU parser to its parser-free build, as the app does (see packages/i18n/README.md). */
const formatjsNoParser: Plugin = {
  name: 'formatjs-no-parser',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@formatjs/icu-messageformat-parser' || importer === undefined) return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
  },
};

/** Builds one floor from `tooling/bench/floors/<name>` with Vite's production build into `outDir`. */
export async function buildFloor(name: FloorName, outDir: string): Promise<string> {
  await build({
    root: join(floorsDir, name),
    configFile: false,
    logLevel: 'warn',
    cacheDir: join(outDir, '.vite-cache'),
    plugins: name === 'stack' ? [formatjsNoParser, react()] : [react()],
    build: { outDir: join(outDir, 'dist'), emptyOutDir: true },
  });
  return join(outDir, 'dist');
}
