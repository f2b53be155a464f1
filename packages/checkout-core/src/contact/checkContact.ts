import { validateContact } from '@checkout/validation/contact';
import type { ContactValidator } from '../ContactValidator';
import { toContactInput } from '../toContactInput';
import { toWireContact } from '../toWireContact';

/**
 * Judges the form's contact with `@checkout/validation`, its countries first completed from their
 * alpha-2 (`toContactInput`), and turns a valid one into the platform's terms (`toWireContact`). On a
 * subpath of its own with what only judging needs (libphonenumber's metadata, the countries table), so
 * a page can load it off its critical path.
 */
export const checkContact: ContactValidator = (values, countryName, locale, options) => {
  const { issues, output } = validateContact(toContactInput(values, countryName, locale), options);
  return { issues, output: output === undefined ? undefined : toWireContact(output) };
};
