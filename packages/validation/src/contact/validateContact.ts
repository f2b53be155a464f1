import * as v from 'valibot';
import type { Contact } from '../contactFields';
import { getAddressWarnings } from '../getAddressWarnings';
import { toValidationIssues } from '../toValidationIssues';
import type { ValidationIssue } from '../ValidationIssue';
import type { ValidationResult } from '../ValidationResult';
import { type ContactSchemaOptions, createContactSchema } from './createContactSchema';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function warningsOf(input: unknown): ValidationIssue[] {
  const address = isRecord(input) ? input.address : undefined;
  if (!isRecord(address)) return [];
  return (['billing', 'shipping'] as const).flatMap((kind) => {
    const value = address[kind];
    return isRecord(value) ? getAddressWarnings(value, `address.${kind}`) : [];
  });
}

/**
 * Validates a whole contact with {@link createContactSchema} and adds the postal-code warnings of both
 * addresses; `success` ignores warnings, and it never throws, whatever the input.
 */
export function validateContact(input: unknown, options: ContactSchemaOptions = {}): ValidationResult<Contact> {
  const result = v.safeParse(createContactSchema(options), input);
  const warnings = warningsOf(input);
  if (result.success) return { success: true, output: result.output, issues: warnings };
  return { success: false, output: undefined, issues: [...toValidationIssues(result.issues), ...warnings] };
}
