/** A region of a country: a state, province or territory with its short code (`ON`, `CA`, `NSW`, `MI`, `M`). */
export interface Region {
  /** Alpha-2 code of the country the region belongs to. */
  readonly alpha2: string;
  /** Short code of the region within its country, as used in addresses. */
  readonly region: string;
  /** Name of the region as its source spells it. */
  readonly name: string;
}
