/**
 * Every stable issue code this package reports, in one list so `@checkout/i18n` can check that each
 * code has a message in every language. Codes are data: the wording lives in `@checkout/i18n`.
 *
 * - `required`: the field is switched to required and is empty (spec §5 "{field} is required").
 * - `no_decimal` … `max_percent`: the reusable field rules of spec §5, in their order.
 * - `invalid_type`: the value has the wrong type for the field (e.g. a number where text belongs).
 * - `email_invalid`, `email_whitespace`: the email does not match the pattern, or contains whitespace.
 * - `phone_invalid`: the phone number is not valid for its country ("Invalid phone number").
 * - `street_number_digit`: the street number contains no digit.
 * - `country_invalid`: `alpha2` is not an ISO 3166-1 country, or `alpha3` is not the same country.
 * - `region_not_in_country`: the region is not in the region list of the chosen country.
 * - `postal_code_region_mismatch`: warning only; the postal code belongs to another region.
 * - `voucher_required`: the voucher field is empty ("please insert voucher").
 * - `date_of_birth_invalid`, `date_of_birth_future`, `date_of_birth_underage`: not a real
 *   calendar date, not in the past, or younger than the minimum age.
 * - `vat_number_invalid`: the VAT number does not fit the format of its EU country prefix.
 * - `server_message`: a server field error whose text we do not recognise; `params.message`
 *   carries the server's text.
 */
export const validationIssueCodes = [
  'required',
  'no_decimal',
  'not_zero',
  'negative',
  'numeric',
  'positive',
  'number',
  'url',
  'zero_or_negative',
  'zero_or_positive',
  'single_character',
  'max_percent',
  'invalid_type',
  'email_invalid',
  'email_whitespace',
  'phone_invalid',
  'street_number_digit',
  'country_invalid',
  'region_not_in_country',
  'postal_code_region_mismatch',
  'voucher_required',
  'date_of_birth_invalid',
  'date_of_birth_future',
  'date_of_birth_underage',
  'vat_number_invalid',
  'server_message',
] as const;

/** A stable issue code; see {@link validationIssueCodes} for the meaning of each. */
export type ValidationIssueCode = (typeof validationIssueCodes)[number];

const codeSet: ReadonlySet<string> = new Set(validationIssueCodes);

/** Tells whether a value is one of the {@link validationIssueCodes}. */
export function isValidationIssueCode(value: unknown): value is ValidationIssueCode {
  return typeof value === 'string' && codeSet.has(value);
}
