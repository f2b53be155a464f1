import { minimumAge } from './toValidationIssues';
import type { ValidationIssueCode } from './validationIssueCodes';

/** Options of {@link checkDateOfBirth}. */
export interface DateOfBirthOptions {
  /** Whether the shopper must be at least 18, as the credit check needs. Defaults to `false`. */
  readonly requireAdult?: boolean;
  /** The current date, read in local time. Defaults to `new Date()`. */
  readonly today?: Date;
}

/** The issue codes of a date of birth. */
export type DateOfBirthIssueCode = Extract<
  ValidationIssueCode,
  'date_of_birth_invalid' | 'date_of_birth_future' | 'date_of_birth_underage'
>;

/**
 * Checks a date of birth written `YYYY-MM-DD` (what `<input type="date">` and the server use) and
 * returns its issue code, or `null` when fine or empty: `date_of_birth_invalid` for another format,
 * a day that does not exist (`2001-02-29`) or a year before 1900; `date_of_birth_future` unless the
 * date is before today; `date_of_birth_underage` when `requireAdult` and the 18th birthday is after
 * today (a 29 February birthday counts from 1 March in other years).
 */
export function checkDateOfBirth(value: string, options: DateOfBirthOptions = {}): DateOfBirthIssueCode | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (!match) return 'date_of_birth_invalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'date_of_birth_invalid';
  const today = options.today ?? new Date();
  const [y, m, d] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const beforeToday = year < y || (year === y && (month < m || (month === m && day < d)));
  if (!beforeToday) return 'date_of_birth_future';
  if (options.requireAdult) {
    const birthdayPassed = m > month || (m === month && d >= day);
    const age = y - year - (birthdayPassed ? 0 : 1);
    if (age < minimumAge) return 'date_of_birth_underage';
  }
  return null;
}
