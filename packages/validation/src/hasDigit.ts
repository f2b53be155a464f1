/** Spec §5 "Street number must contain a digit": passes `''` or text with at least one decimal digit (`12a`, `٣`). */
export function hasDigit(value: string): boolean {
  return value === '' || /\p{Nd}/u.test(value);
}
