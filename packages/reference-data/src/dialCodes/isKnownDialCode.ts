import { dialCodes } from '../generated/dialCodes';

let known: ReadonlySet<string> | undefined;

/** Tells whether a calling code (`+49`, `49` or `0049`, surrounding spaces ignored) belongs to some country. */
export function isKnownDialCode(code: string): boolean {
  if (typeof code !== 'string') return false;
  const match = /^(?:\+|00)?([1-9]\d{0,2})$/.exec(code.trim());
  if (match === null) return false;
  known ??= new Set(Object.values(dialCodes));
  return known.has(`+${match[1]}`);
}
