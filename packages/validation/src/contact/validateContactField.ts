import type { ValidationIssue } from '../ValidationIssue';
import type { ContactSchemaOptions } from './createContactSchema';
import { validateContact } from './validateContact';

/**
 * The issues of one field of a contact form, e.g. `address.billing.street_number`, judged against the
 * whole form's values because some rules look at other fields (phone and region need the country).
 */
export function validateContactField(
  path: string,
  values: unknown,
  options: ContactSchemaOptions = {},
): readonly ValidationIssue[] {
  return validateContact(values, options).issues.filter((issue) => issue.path === path);
}
