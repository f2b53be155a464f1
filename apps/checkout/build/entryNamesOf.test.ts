import { describe, expect, it } from 'vitest';
import { entryNamesOf } from './entryNamesOf';

const exportsField = {
  '.': { '@checkout/source': './src/index.ts', import: { types: './dist/index.d.ts', default: './dist/index.js' } },
  './react': { '@checkout/source': './src/react/index.ts', import: './dist/react/index.js' },
  './parts/*': { '@checkout/source': './src/parts/*.ts', import: './dist/parts/*.js' },
  './parts/table': null,
  './messages/*.json': './messages/*.json',
  './package.json': './package.json',
};

describe('entryNamesOf', () => {
  it('names the entries whose target, under any condition, is the file', () => {
    expect(entryNamesOf('@x/lib', exportsField, './src/index.ts')).toEqual(['@x/lib']);
    expect(entryNamesOf('@x/lib', exportsField, './dist/react/index.js')).toEqual(['@x/lib/react']);
    expect(entryNamesOf('@x/lib', './main.js', './main.js')).toEqual(['@x/lib']);
    expect(entryNamesOf('@x/lib', { import: './main.js' }, './main.js')).toEqual(['@x/lib']);
  });

  it('fills a pattern subpath with what the file puts where its target has `*`', () => {
    expect(entryNamesOf('@x/lib', exportsField, './src/parts/de.update.ts')).toEqual(['@x/lib/parts/de.update']);
    expect(entryNamesOf('@x/lib', exportsField, './messages/de.json')).toEqual(['@x/lib/messages/de.json']);
    // A candidate only: the exclusion (`null`) is for the resolver to apply.
    expect(entryNamesOf('@x/lib', exportsField, './src/parts/table.ts')).toEqual(['@x/lib/parts/table']);
  });

  it('names nothing for a file no entry reaches', () => {
    expect(entryNamesOf('@x/lib', exportsField, './src/react/useLocale.ts')).toEqual([]);
    expect(entryNamesOf('@x/lib', exportsField, './src/parts.ts')).toEqual([]);
    expect(entryNamesOf('@x/lib', undefined, './src/index.ts')).toEqual([]);
  });
});
