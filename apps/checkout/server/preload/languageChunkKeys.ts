import type { Locale, MessageArea } from '@checkout/i18n';
import type { PackageEntryChunks } from '../../build/packageEntryChunks';

/**
 * Prepares, once per build, the build-manifest keys of the chunks one language needs from the
 * packages, found by the entries the packages export (`packageEntries`, the build's
 * `.vite/package-entries.json`): its catalogue's core part (`@checkout/i18n/catalogues/<lang>`), the
 * page areas asked for (`…/<lang>.<area>`) and, when asked, its country names
 * (`@checkout/reference-data/names/<lang>`). An entry the build did not bundle is left out.
 */
export function languageChunkKeys(
  manifest: Readonly<Record<string, { readonly file: string }>>,
  packageEntries: PackageEntryChunks,
): (lang: Locale, areas: readonly MessageArea[], countryNames: boolean) => string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return (lang, areas, countryNames) =>
    [
      `@checkout/i18n/catalogues/${lang}`,
      ...areas.map((area) => `@checkout/i18n/catalogues/${lang}.${area}`),
      ...(countryNames ? [`@checkout/reference-data/names/${lang}`] : []),
    ].flatMap((entry) => {
      const key = keyOfFile.get(packageEntries[entry] ?? '');
      return key === undefined ? [] : [key];
    });
}
