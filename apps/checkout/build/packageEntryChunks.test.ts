// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ENTRIES_FILE, packageEntryChunks } from './packageEntryChunks';

/** Calls one hook of `plugin` with `context` as its `this`. */
function hook(plugin: Plugin, name: 'configResolved' | 'buildStart' | 'generateBundle') {
  const value = plugin[name] as unknown;
  const handler = typeof value === 'function' ? value : (value as { handler: unknown }).handler;
  return (context: unknown, ...args: unknown[]) =>
    (handler as (this: unknown, ...rest: unknown[]) => unknown).call(context, ...args);
}

// A made-up package on disk whose catalogue parts are entries (`@x/words/parts/<part>`), one excluded.
const folder = mkdtempSync(join(tmpdir(), 'package-entry-chunks-'));
const words = join(folder, 'words');
mkdirSync(words);
writeFileSync(
  join(words, 'package.json'),
  JSON.stringify({
    name: '@x/words',
    exports: {
      '.': { '@checkout/source': './src/index.ts' },
      './parts/*': { '@checkout/source': './src/parts/*.ts' },
      './parts/table': null,
    },
  }),
);
const part = (name: string) => join(words, 'src', 'parts', `${name}.ts`);

/** The resolver the build would use: the excluded subpath throws, as Vite's does. */
const resolved: Record<string, string> = {
  '@x/words/package.json': join(words, 'package.json'),
  '@x/words': join(words, 'src', 'index.ts'),
  '@x/words/parts/de': part('de'),
  '@x/words/parts/de.update': part('de.update'),
};
const emitted: { fileName: string; source: string }[] = [];
const context = {
  resolve: async (specifier: string) => {
    if (specifier === '@x/words/parts/table') throw new Error('not exported');
    return resolved[specifier] ? { id: resolved[specifier], external: false } : null;
  },
  error: (message: string) => {
    throw new Error(message);
  },
  emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
};

describe('packageEntryChunks', () => {
  it("writes the chunk file of each package entry the bundle holds, by the entry's name", async () => {
    const plugin = packageEntryChunks(['@x/words']);
    hook(plugin, 'configResolved')(context, { root: join(folder, 'app') });
    await hook(plugin, 'buildStart')(context, {});
    await hook(plugin, 'generateBundle')(
      context,
      {},
      {
        'assets/framework-1.js': {
          type: 'chunk',
          fileName: 'assets/framework-1.js',
          moduleIds: [join(words, 'src', 'index.ts'), join(words, 'src', 'format.ts'), part('table'), '/app/main.ts'],
        },
        'assets/de-1.js': { type: 'chunk', fileName: 'assets/de-1.js', moduleIds: [part('de')] },
        'assets/de.update-1.js': { type: 'chunk', fileName: 'assets/de.update-1.js', moduleIds: [part('de.update')] },
        'assets/style-1.css': { type: 'asset', fileName: 'assets/style-1.css' },
      },
    );
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe(PACKAGE_ENTRIES_FILE);
    expect(JSON.parse(emitted[0]?.source ?? '')).toEqual({
      '@x/words': 'assets/framework-1.js',
      '@x/words/parts/de': 'assets/de-1.js',
      '@x/words/parts/de.update': 'assets/de.update-1.js',
    });
  });

  it('fails the build for a package that does not resolve', async () => {
    const plugin = packageEntryChunks(['@x/gone']);
    hook(plugin, 'configResolved')(context, { root: folder });
    await expect(hook(plugin, 'buildStart')(context, {})).rejects.toThrow('@x/gone');
  });
});
