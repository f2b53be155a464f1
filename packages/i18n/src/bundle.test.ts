import { join, relative } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { messageAreas } from './generated/catalogues/messageAreas';
import { locales } from './locales';

// Bundles a small host app the way the checkout's bundler does, then reads the chunk graph: what a
// shopper downloads first (static imports of the entry), and what each locale's chunk pulls in.
const packageRoot = join(import.meta.dirname, '..');
const sourceRoot = join(packageRoot, 'src');

/** The host-app alias of the README: the runtime formatters get the parser-free build; our lazy override parser keeps the real one. */
const noParserForRuntime: Plugin = {
  name: 'formatjs-no-parser',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, async (args) => {
      if (args.importer.startsWith(sourceRoot)) return undefined;
      return pluginBuild.resolve('@formatjs/icu-messageformat-parser/no-parser.js', {
        resolveDir: args.resolveDir,
        kind: args.kind,
      });
    });
  },
};

async function bundle(): Promise<Metafile> {
  const result = await build({
    stdin: {
      contents: [
        "import { createElement } from 'react';",
        "import { CheckoutIntlProvider } from './src/react/index.ts';",
        "export const app = (locale) => createElement(CheckoutIntlProvider, { locale, children: 'checkout' });",
      ].join('\n'),
      resolveDir: packageRoot,
      sourcefile: 'host-app.js',
      loader: 'js',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    conditions: ['@checkout/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: join(packageRoot, 'test-results', 'bundle'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [noParserForRuntime],
  });
  return result.metafile;
}

/** Every output reachable from `start` through static imports: what the browser fetches before running it. */
function staticClosure(metafile: Metafile, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let output = queue.pop(); output !== undefined; output = queue.pop()) {
    if (seen.has(output)) continue;
    seen.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
    }
  }
  return seen;
}

const inputsOf = (metafile: Metafile, outputs: Iterable<string>): string[] =>
  [...outputs].flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {}));

/** The input path of one part of a locale's catalogue: `generated/catalogues/<locale>.ts` (core) or `…/<locale>.<area>.ts`. */
const partInput = (locale: string, part: string) =>
  relative(
    process.cwd(),
    join(sourceRoot, 'generated', 'catalogues', part === 'core' ? `${locale}.ts` : `${locale}.${part}.ts`),
  ).replaceAll('\\', '/');
/** Any part of any catalogue (not `catalogueCores.ts`, the table of the core parts, nor `messageAreas.ts`). */
const isPartInput = (input: string) => /\/catalogues\/[a-z]{2}(\.\w+)?\.ts$/.test(input);

describe('the bundled catalogues', () => {
  it('download one chunk per locale and part, none of them up front, and no ICU parser up front', async () => {
    const metafile = await bundle();
    const entry = Object.entries(metafile.outputs).find(
      ([, output]) => output.entryPoint?.endsWith('host-app.js') === true,
    )?.[0];
    expect(entry).toBeDefined();
    const initialInputs = inputsOf(metafile, staticClosure(metafile, entry ?? ''));

    expect(initialInputs.some((input) => input.endsWith('src/react/CheckoutIntlProvider.tsx'))).toBe(true);
    expect(initialInputs.filter(isPartInput)).toEqual([]);
    expect(initialInputs.filter((input) => /icu-messageformat-parser\/index\.js$/.test(input))).toEqual([]);
    expect(initialInputs.some((input) => input.endsWith('src/parseOverrideMessage.ts'))).toBe(false);

    const parserChunks = Object.entries(metafile.outputs).filter(([, output]) =>
      Object.keys(output.inputs).some((input) => /icu-messageformat-parser\/index\.js$/.test(input)),
    );
    expect(parserChunks.length).toBeGreaterThan(0);

    for (const locale of locales) {
      for (const part of ['core', ...messageAreas]) {
        const input = partInput(locale, part);
        const chunks = Object.entries(metafile.outputs).filter(([, output]) => input in output.inputs);
        expect(chunks, `one chunk holds ${input}`).toHaveLength(1);
        expect(Object.keys(chunks[0]?.[1].inputs ?? {}).filter(isPartInput), `${input} alone`).toEqual([input]);
        const loaded = inputsOf(metafile, staticClosure(metafile, chunks[0]?.[0] ?? ''));
        expect(
          loaded.filter((other) => isPartInput(other) && other !== input),
          `loading ${input} loads no other part`,
        ).toEqual([]);
      }
    }
  });
});
