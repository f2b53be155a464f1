/** One country of a country list: its alpha-2 code and its name in the page's language. */
export interface CountryOption {
  readonly id: string;
  readonly label: string;
}

/**
 * A country list for a select: `codes` and the one chosen now (kept even when the list no longer has it,
 * so the field never loses its value), each once, named with `nameOf` and sorted by name in `locale`.
 */
export function countryOptions(
  codes: readonly string[],
  current: string,
  nameOf: (alpha2: string) => string,
  locale: string,
): CountryOption[] {
  return [...new Set([...codes, current].filter(Boolean))]
    .map((alpha2) => ({ id: alpha2, label: nameOf(alpha2) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
