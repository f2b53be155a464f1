import type { WireContact } from '@checkout/api-client';
import type { ValidationIssue } from '@checkout/validation';
import type { ContactSchemaOptions } from '@checkout/validation/contact';
import type { CheckoutFormValues } from './CheckoutFormValues';

/** What a {@link ContactValidator} finds: every issue, and the contact in the platform's terms when it is valid. */
export interface ContactCheck {
  readonly issues: readonly ValidationIssue[];
  readonly output: WireContact | undefined;
}

/**
 * Judges the form's contact (`checkContact` of `@checkout/checkout-core/contact`, a subpath of its own
 * because it carries libphonenumber's metadata): the form, country names for the addresses, the
 * shopper's locale and the merchant's rules in, a {@link ContactCheck} out.
 */
export type ContactValidator = (
  values: CheckoutFormValues,
  countryName: (alpha2: string) => string,
  locale: string,
  options: ContactSchemaOptions,
) => ContactCheck;
