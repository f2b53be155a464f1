/** The fields of a billing or shipping address in the form (spec §3), in alphabetical order. */
export const addressFields = [
  'address_addition',
  'alpha2',
  'alpha3',
  'city',
  'company',
  'country',
  'first_name',
  'last_name',
  'notes',
  'postal_code',
  'region',
  'street',
  'street_number',
] as const;

/** One field of an address, in the form's terms (`notes`, where the server says `note`). */
export type AddressField = (typeof addressFields)[number];

/** Which address fields are required unless switched (spec §5 "Required by default"). */
export const defaultAddressRequired: Readonly<Record<AddressField, boolean>> = {
  address_addition: false,
  alpha2: true,
  alpha3: true,
  city: true,
  company: false,
  country: true,
  first_name: true,
  last_name: true,
  notes: false,
  postal_code: true,
  region: false,
  street: true,
  street_number: true,
};

/** A validated address as the form holds it: every field trimmed, empty ones `''`, `region` `null` when empty. */
export interface Address {
  /** Second address line. */
  readonly address_addition: string;
  /** ISO 3166-1 alpha-2 country code, upper case. */
  readonly alpha2: string;
  /** ISO 3166-1 alpha-3 country code, upper case. */
  readonly alpha3: string;
  /** City or town. */
  readonly city: string;
  /** Company name. */
  readonly company: string;
  /** Country as the form shows it. */
  readonly country: string;
  /** Given name. */
  readonly first_name: string;
  /** Family name. */
  readonly last_name: string;
  /** Delivery notes; the server calls this field `note`. */
  readonly notes: string;
  /** Postal code or ZIP. */
  readonly postal_code: string;
  /** Region (state, province) code or name, `null` when none. */
  readonly region: string | null;
  /** Street name. */
  readonly street: string;
  /** House number; contains a digit. */
  readonly street_number: string;
}
