import * as v from 'valibot';
import type { ContactField } from '../contactFields';
import type { ValidationIssueCode } from '../validationIssueCodes';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The billing country of a contact being validated, or `''` when not (yet) known. */
function billingAlpha2Of(contact: Record<string, unknown>): string {
  const address = contact.address;
  const billing = isRecord(address) ? address.billing : undefined;
  const alpha2 = isRecord(billing) ? billing.alpha2 : undefined;
  return typeof alpha2 === 'string' ? alpha2.trim() : '';
}

/**
 * A contact-level check of one non-empty field that needs the billing country; it runs even when
 * other fields have issues (so a form sees every problem at once) but not when this field has one.
 */
export function contactFieldCheck<TInput>(
  field: ContactField,
  check: (value: string, billingAlpha2: string) => ValidationIssueCode | null,
): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const contact: unknown = dataset.value;
    if (!isRecord(contact)) return;
    const value = contact[field];
    if (typeof value !== 'string' || value === '') return;
    if (dataset.issues?.some((issue) => issue.path?.[0]?.key === field)) return;
    const code = check(value, billingAlpha2Of(contact));
    if (code === null) return;
    addIssue({ message: code, path: [{ type: 'object', origin: 'value', input: contact, key: field, value }] });
  });
}
