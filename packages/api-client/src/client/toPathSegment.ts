import { CheckoutApiError } from '../CheckoutApiError';

/** Parameters that identify a merchant, cart, order or customer and so must match {@link SAFE_ID}. */
const STRICT_PARAMETERS: ReadonlySet<string> = new Set(['api_key', 'cart_id', 'order_id', 'customer_id']);

/** Letters, digits, `.`, `_`, `~`, `-`; starts with a letter or digit (so never `.` or `..`); at most 128 characters. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this rejects.
const UNSAFE_TEXT = /[/\\\u0000-\u001f\u007f]/;

/**
 * Checks one URL parameter and returns it percent-encoded: `api_key`, `cart_id`, `order_id` and
 * `customer_id` must match a safe identifier format; any other parameter (item sku, country,
 * intent id, step) must be 1-256 characters without slashes, backslashes or control characters
 * and not only dots. Anything else is an `invalid_argument` {@link CheckoutApiError}.
 */
export function toPathSegment(name: string, value: unknown): string {
  const safe =
    typeof value === 'string' &&
    (STRICT_PARAMETERS.has(name)
      ? SAFE_ID.test(value)
      : value.length > 0 && value.length <= 256 && !UNSAFE_TEXT.test(value) && !/^\.+$/.test(value));
  if (!safe) {
    throw new CheckoutApiError('invalid_argument', `Unsafe or missing ${name}.`, { status: 400, path: name });
  }
  return encodeURIComponent(value);
}
