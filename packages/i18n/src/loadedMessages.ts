import type { CompiledMessages } from './CompiledMessages';
import type { LocaleOverride } from './LocaleOverride';
import { type CatalogueOptions, loadedCatalogue } from './loadCatalogue';
import type { Locale } from './locales';
import { mergeLocaleOverride } from './mergeLocaleOverride';
import { loadedOverrideParser } from './overrideParser';

/**
 * The same messages as `loadMessages`, at once, when every part asked for and the override parser
 * (if the override needs it) have loaded before; `undefined` otherwise. A server render and the
 * hydration of it then show the page's texts in their first render.
 */
export function loadedMessages(
  locale: Locale,
  override?: LocaleOverride,
  options?: CatalogueOptions,
): CompiledMessages | undefined {
  const catalogue = loadedCatalogue(locale, options);
  return catalogue === undefined ? undefined : mergeLocaleOverride(catalogue, override, locale, loadedOverrideParser());
}
