import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';

/**
 * Spec §5 "Must be a valid url": passes an empty value, or a string that (after trimming) starts with
 * `http://` or `https://` (any letter case) and parses as a URL with a host.
 */
export function isUrl(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return false;
  try {
    return new URL(trimmed).hostname.length > 0;
  } catch {
    return false;
  }
}

/** The {@link isUrl} rule as a valibot action for `v.pipe(...)`, reporting the code `url`. */
export function urlRule<TInput>(): v.CheckAction<TInput, 'url'> {
  return v.check<TInput, 'url'>(isUrl, 'url');
}
