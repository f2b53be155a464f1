import type { CheckoutSettings } from '@checkout/api-client';
import type { ValidationIssue } from '@checkout/validation';
import type { CheckoutFormValues } from './CheckoutFormValues';
import type { ContactValidator } from './loadContactValidator';

/** The form's validation: the contact as the platform gets it (when valid) and every issue by form path. */
export interface CheckoutFormValidation {
  readonly contact: ReturnType<ContactValidator>['output'];
  readonly contactValid: boolean;
  /** Issues keyed by path (`email`, `address.billing.first_name`, `checkboxes.terms`, `extras.po`). */
  readonly issues: ReadonlyMap<string, ValidationIssue>;
  readonly checkboxesValid: boolean;
}

/**
 * Validates the whole form against the merchant's settings: contact and addresses, required
 * checkboxes and extras. Until `validateContact` has loaded (`null`) the contact counts as not yet
 * valid, without issues to show.
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
  let checkboxesValid = true;
  for (const checkbox of settings.checkboxes) {
    if (checkbox.required && values.checkboxes[checkbox.name] !== true) {
      checkboxesValid = false;
      issues.set(`checkboxes.${checkbox.name}`, {
        code: 'required',
        path: `checkboxes.${checkbox.name}`,
        severity: 'error',
      });
    }
  }
  let extrasValid = true;
  for (const extra of settings.extras) {
    if (extra.required && (values.extras[extra.name] ?? '').trim() === '') {
      extrasValid = false;
      issues.set(`extras.${extra.name}`, { code: 'required', path: `extras.${extra.name}`, severity: 'error' });
    }
  }
  const contactErrors = result.issues.some((issue) => issue.severity === 'error');
  return {
    contact: result.output,
    contactValid: !contactErrors && result.output !== undefined && extrasValid,
    issues,
    checkboxesValid,
  };
}
