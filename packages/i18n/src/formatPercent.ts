import { getNumberFormat } from './getNumberFormat';
import type { Locale } from './locales';
import { toIntlLocale } from './toIntlLocale';

/** The highest percentage the checkout shows (spec §9). */
export const maxPercent = 100;

/** Caps a percentage at 100; NaN counts as 0. */
export function capPercent(value: number): number {
  return Number.isNaN(value) ? 0 : Math.min(value, maxPercent);
}

/** Formats a percentage given in percent (`12.5` → "12.5%", de "12,5 %"), capped at 100. */
export function formatPercent(value: number, locale: Locale): string {
  return getNumberFormat(toIntlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    capPercent(value) / 100,
  );
}
