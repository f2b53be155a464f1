import type { Address } from './addressFields';

/** The contact's own fields (spec §3), apart from its billing and shipping addresses. */
export const contactFields = ['email', 'phone', 'default_locale', 'date_of_birth', 'vat_number'] as const;

/** One of the contact's own fields. */
export type ContactField = (typeof contactFields)[number];

/** Which contact fields are required unless switched (spec §5 "Required by default"). */
export const defaultContactRequired: Readonly<Record<ContactField, boolean>> = {
  email: true,
  phone: false,
  default_locale: false,
  date_of_birth: false,
  vat_number: true,
};

/** A validated contact: fields trimmed, empty ones `''`, `phone` in E.164 form when given. */
export interface Contact {
  /** Email address. */
  readonly email: string;
  /** Phone number in E.164 form (`+49301234567`), or `''`. */
  readonly phone: string;
  /** Preferred locale of the shopper, e.g. `de`. */
  readonly default_locale: string;
  /** Date of birth, `YYYY-MM-DD`, or `''`. */
  readonly date_of_birth: string;
  /** VAT number as typed, trimmed. */
  readonly vat_number: string;
  /** Billing and shipping addresses. */
  readonly address: { readonly billing: Address; readonly shipping: Address };
}
