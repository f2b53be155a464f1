/**
 * Province or territory of a Canadian postal code by its first letter (spec §5, Canada Post's
 * forward sortation areas). `X` is shared by the Northwest Territories and Nunavut: see
 * `getCanadianRegion` for how the third character decides. `I` follows the spec's table.
 */
export const canadaPostalRegions: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  I: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT/NU',
  Y: 'YT',
};

/** Forward sortation areas starting with `X` that belong to Nunavut; every other `X` area is in the Northwest Territories. */
export const nunavutAreas: readonly string[] = ['X0A', 'X0B', 'X0C'];
