import type { CheckoutSettings } from '@checkout/api-client';
import { type ValidationIssue, validateRequiredChoices } from '@checkout/validation';
import type { CheckoutFormValues } from './CheckoutFormValues';
import type { ContactCheck, ContactValidator } from './ContactValidator';

/** The form's validation: the contact as the platform gets it (when valid) and every issue by form path. */
export interface CheckoutFormValidation {
  readonly contact: ContactCheck['output'];
  readonly contactValid: boolean;
  /** Issues keyed by path (`email`, `address.billing.first_name`, `checkboxes.terms`, `extras.po`). */
  readonly issues: ReadonlyMap<string, ValidationIssue>;
  readonly checkboxesValid: boolean;
}

/**
 * Validates the whole form against the merchant's settings: contact and addresses, required
 * checkboxes and extras (`validateRequiredChoices`). Until `validateContact` has loaded (`null`) the
 * contact counts as not yet valid, without issues to show.
 */
export function validateCheckoutForm(
  values: CheckoutFormValues,
  settings: CheckoutSettings,
  countryName: (alpha2: string) => string,
  locale: string,
  validateContact: ContactValidator | null,
): CheckoutFormValidation {
  const result = validateContact
    ? validateContact(values, countryName, locale, {
        required: settings.requiredFields,
        creditCheck: settings.checks.credit,
      })
    : { issues: [], output: undefined };
  const issues = new Map<string, ValidationIssue>();
  for (const issue of result.issues) {
    if (issue.severity !== 'error' && issues.has(issue.path)) continue;
    // With one address for both, a billing problem is shown once, on the billing field.
    const path = values.sameAsBilling ? issue.path.replace(/^address\.shipping\./, 'address.billing.') : issue.path;
    if (!issues.has(path)) issues.set(path, { ...issue, path });
  }
  const choices = validateRequiredChoices({
    checkboxes: settings.checkboxes,
    extras: settings.extras,
    checked: values.checkboxes,
    extraValues: values.extras,
  });
  for (const issue of choices) issues.set(issue.path, issue);
  const contactErrors = result.issues.some((issue) => issue.severity === 'error');
  return {
    contact: result.output,
    contactValid:
      !contactErrors && result.output !== undefined && !choices.some((issue) => issue.path.startsWith('extras.')),
    issues,
    checkboxesValid: !choices.some((issue) => issue.path.startsWith('checkboxes.')),
  };
}
