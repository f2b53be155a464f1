/** Folds a region name for comparison: accents and case removed, punctuation and spaces collapsed (`Ávila` → `avila`). */
export function normalizeRegionName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
