import { applyLocaleOverride } from './applyLocaleOverride';
import type { CompiledMessages } from './CompiledMessages';
import type { LocaleOverride } from './LocaleOverride';
import { loadCatalogue } from './loadCatalogue';
import type { Locale } from './locales';

/** Loads the catalogue of `locale` (one chunk) and merges the merchant's overrides for that locale over it. */
export async function loadMessages(locale: Locale, override?: LocaleOverride): Promise<CompiledMessages> {
  return applyLocaleOverride(await loadCatalogue(locale), override, locale);
}
