import { isLocale } from './locales';
import { toIntlLocale } from './toIntlLocale';

/**
 * The `Intl` locale dates display in for a UI language: spec §9's display locales de, se (the old
 * code for Swedish, read as `sv`), no (Bokmål, `nb`), en and fr, and every other UI language in its
 * own locale; anything unknown displays in `en`.
 */
export function resolveDateLocale(code: string): string {
  const lower = code.trim().toLowerCase();
  if (lower === 'se') return 'sv';
  return isLocale(lower) ? toIntlLocale(lower) : 'en';
}
