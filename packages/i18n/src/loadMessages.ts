import { applyLocaleOverride } from './applyLocaleOverride';
import type { CompiledMessages } from './CompiledMessages';
import type { LocaleOverride } from './LocaleOverride';
import { type CatalogueOptions, loadCatalogue } from './loadCatalogue';
import type { Locale } from './locales';

/**
 * Loads the catalogue of `locale` (by default all of it; `options.areas` picks the page areas beside
 * the core part) and merges the merchant's overrides for that locale over it, whatever area their ids are in.
 */
export async function loadMessages(
  locale: Locale,
  override?: LocaleOverride,
  options?: CatalogueOptions,
): Promise<CompiledMessages> {
  return applyLocaleOverride(await loadCatalogue(locale, options), override, locale);
}
