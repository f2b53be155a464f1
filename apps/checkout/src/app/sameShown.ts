/** Plain data: an array, an object literal or a React element (whose `_owner`/`_store` are React's bookkeeping). */
function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/** Deeper than this, two values count as different: a part wakes rather than compare a large tree. */
const MAX_DEPTH = 6;

/**
 * Whether two props of a part show the same: equal data, compared through arrays, object literals and
 * React elements (of the same component); any two functions (a parent's new callbacks) count as the
 * same; any other object (a class instance, a `Map`) only as itself.
 */
export function sameShown(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (depth >= MAX_DEPTH || !isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a).filter((key) => !key.startsWith('_'));
  const otherKeys = Object.keys(b).filter((key) => !key.startsWith('_'));
  if (keys.length !== otherKeys.length) return false;
  // An element of another component (its `type`, a function) shows something else.
  if ('$$typeof' in a && (a as { type?: unknown }).type !== (b as { type?: unknown }).type) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameShown((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth + 1),
  );
}
