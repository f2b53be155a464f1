import * as v from 'valibot';
import type { Address } from './addressFields';
import { type AddressInput, type AddressSchemaOptions, createAddressSchema } from './createAddressSchema';
import { getAddressWarnings } from './getAddressWarnings';
import { toValidationIssues } from './toValidationIssues';
import type { ValidationResult } from './ValidationResult';

/**
 * Validates one address, for services and forms alike: the errors of {@link createAddressSchema} plus
 * the postal-code warning of {@link getAddressWarnings}; never throws, whatever the input.
 */
export function validateAddress(input: unknown, options: AddressSchemaOptions = {}): ValidationResult<Address> {
  const result = v.safeParse(createAddressSchema(options), input);
  const warnings = isRecord(input) ? getAddressWarnings(input as AddressInput) : [];
  if (result.success) return { success: true, output: result.output, issues: warnings };
  return { success: false, output: undefined, issues: [...toValidationIssues(result.issues), ...warnings] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
