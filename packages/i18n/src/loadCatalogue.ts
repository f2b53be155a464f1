import type { CompiledMessages } from './CompiledMessages';
import type { Locale } from './locales';

/** One explicit `import()` per locale, so bundlers emit one chunk per locale and load only the one asked for. */
const catalogueLoaders: Readonly<Record<Locale, () => Promise<CompiledMessages>>> = {
  da: () => import('./catalogues/da').then((module) => module.messages),
  de: () => import('./catalogues/de').then((module) => module.messages),
  el: () => import('./catalogues/el').then((module) => module.messages),
  en: () => import('./catalogues/en').then((module) => module.messages),
  es: () => import('./catalogues/es').then((module) => module.messages),
  fi: () => import('./catalogues/fi').then((module) => module.messages),
  fr: () => import('./catalogues/fr').then((module) => module.messages),
  it: () => import('./catalogues/it').then((module) => module.messages),
  nl: () => import('./catalogues/nl').then((module) => module.messages),
  no: () => import('./catalogues/no').then((module) => module.messages),
  sl: () => import('./catalogues/sl').then((module) => module.messages),
  sv: () => import('./catalogues/sv').then((module) => module.messages),
};

/** Loads the precompiled catalogue of one locale (its own lazily imported chunk; no other locale is fetched). */
export function loadCatalogue(locale: Locale): Promise<CompiledMessages> {
  return catalogueLoaders[locale]();
}
