/** A number as a shopper types it: optional sign, digits, at most one `.` or `,` as the decimal separator. */
const numberPattern = /^[+\-\u2212]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a field value as a number the way a shopper means it, or returns `null` when it is not one.
 *
 * Finite numbers are themselves. Strings are trimmed, then accept an optional sign (`+`, `-` or the
 * Unicode minus `−`), ASCII digits and at most one decimal separator, either `.` or `,`: `"12"` → 12,
 * `"1,5"` → 1.5, `" 3 "` → 3, `".5"` → 0.5. Thousands separators (`"1.000,50"`), exponents (`"1e3"`),
 * inner spaces, `NaN` and `Infinity` are not numbers, so `"1.000"` reads as 1, never 1000.
 */
export function parseNumberInput(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') {
    const converted = Number(value);
    return Number.isFinite(converted) ? converted : null;
  }
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!numberPattern.test(trimmed)) return null;
  const parsed = Number(trimmed.replace('\u2212', '-').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}
