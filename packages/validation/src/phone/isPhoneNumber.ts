import * as v from 'valibot';
import { normalizePhoneNumber } from './normalizePhoneNumber';

/**
 * Spec §5 "Phone": passes an empty value (an optional field) or a phone number valid for its
 * country, reading national numbers in `defaultCountry` (see {@link normalizePhoneNumber}).
 */
export function isPhoneNumber(value: unknown, defaultCountry?: string | null): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  return value.trim().length === 0 || normalizePhoneNumber(value, defaultCountry) !== null;
}

/**
 * A valibot action that checks a phone number and outputs its E.164 form, reporting `phone_invalid`;
 * an empty string passes through unchanged.
 */
export function phoneNumberRule(defaultCountry?: string | null): v.RawTransformAction<string, string> {
  return v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    if (dataset.value.trim().length === 0) return dataset.value;
    const e164 = normalizePhoneNumber(dataset.value, defaultCountry);
    if (e164 !== null) return e164;
    addIssue({ message: 'phone_invalid' });
    return NEVER;
  });
}
