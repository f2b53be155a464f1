import type { WireContact } from '@checkout/api-client';
import type { ValidationIssue } from '@checkout/validation';
import { validateContact } from '@checkout/validation/contact';
import type { CheckoutFormValues } from './CheckoutFormValues';
import { toContactInput } from './toContactInput';
import { toWireContact } from './toWireContact';

/** What {@link checkContact} finds: every issue, and the contact in the platform's terms when it is valid. */
export interface ContactCheck {
  readonly issues: readonly ValidationIssue[];
  readonly output: WireContact | undefined;
}

/**
 * Judges the form's contact with `@checkout/validation`, its countries first completed from their
 * alpha-2 (`toContactInput`), and turns a valid one into the platform's terms (`toWireContact`). A chunk of its own with what only judging needs (libphonenumber's
 * metadata, the countries table): `loadContactValidator` loads it off the critical path.
 */
export function checkContact(
  values: CheckoutFormValues,
  countryName: (alpha2: string) => string,
  locale: string,
  options: Parameters<typeof validateContact>[1],
): ContactCheck {
  const { issues, output } = validateContact(toContactInput(values, countryName, locale), options);
  return { issues, output: output === undefined ? undefined : toWireContact(output) };
}
