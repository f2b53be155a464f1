/** An ISO 3166-1 country: numeric `id`, and the `alpha2` and `alpha3` codes in upper case. */
export interface Country {
  /** ISO 3166-1 numeric code (`276` for Germany). */
  readonly id: number;
  /** ISO 3166-1 alpha-2 code (`DE`). */
  readonly alpha2: string;
  /** ISO 3166-1 alpha-3 code (`DEU`). */
  readonly alpha3: string;
}
