import { validateContact } from '@checkout/validation/contact';
import type { CheckoutFormValues } from './CheckoutFormValues';
import { toContactInput } from './toContactInput';

/**
 * Judges the form's contact with `@checkout/validation`, its countries first completed from their
 * alpha-2 (`toContactInput`). A chunk of its own with what only judging needs (libphonenumber's
 * metadata, the countries table): `loadContactValidator` loads it off the critical path.
 */
export function checkContact(
  values: CheckoutFormValues,
  countryName: (alpha2: string) => string,
  locale: string,
  options: Parameters<typeof validateContact>[1],
): ReturnType<typeof validateContact> {
  return validateContact(toContactInput(values, countryName, locale), options);
}
