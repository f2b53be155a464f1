import { describe, expect, it } from 'vitest';
import { languageChunkKeys } from './languageChunkKeys';

const manifest = {
  'index.html': { file: 'assets/index-1.js' },
  'core-sv': { file: 'assets/sv-1.js' },
  'area-sv.update': { file: 'assets/sv.update-1.js' },
  'area-sv.confirmation': { file: 'assets/sv.confirmation-1.js' },
  'names-sv': { file: 'assets/sv-2.js' },
};

const packageEntries = {
  '@checkout/i18n/catalogues/sv': 'assets/sv-1.js',
  '@checkout/i18n/catalogues/sv.update': 'assets/sv.update-1.js',
  '@checkout/i18n/catalogues/sv.confirmation': 'assets/sv.confirmation-1.js',
  '@checkout/reference-data/names/sv': 'assets/sv-2.js',
};

describe('languageChunkKeys', () => {
  it("finds a language's catalogue core part, the areas asked for and its country names by the packages' entries", () => {
    const keys = languageChunkKeys(manifest, packageEntries);
    expect(keys('sv', ['update'], true)).toEqual(['core-sv', 'area-sv.update', 'names-sv']);
    expect(keys('sv', [], false)).toEqual(['core-sv']);
  });

  it('leaves out what the build did not bundle or did not record', () => {
    expect(languageChunkKeys(manifest, packageEntries)('de', ['update'], true)).toEqual([]);
    expect(languageChunkKeys(manifest, {})('sv', ['confirmation'], true)).toEqual([]);
    expect(
      languageChunkKeys({}, packageEntries)('sv', ['confirmation'], true),
      'an entry whose chunk the manifest does not list',
    ).toEqual([]);
  });
});
