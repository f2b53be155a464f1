import * as v from 'valibot';

// Values pass through as the router parsed them: turning `0` into `'0'` would make the router rewrite the URL as `"0"`.
const param = v.optional(v.union([v.string(), v.number(), v.boolean()]));

/**
 * The query of the update routes as the router reads it (checked later, from the raw query, by
 * `parseUpdateLink`, so every failure gets the same page): the link's parameters and the return
 * route's `adapter`; the provider's own return identifiers pass through untouched.
 */
export const UpdateSearchSchema = v.looseObject({
  customer_id: param,
  order_id: param,
  hash: param,
  is_update_all: param,
  currency: param,
  adapter: param,
});

/** Reads a raw query string into first values by name (the router's JSON parsing would turn `0123` into a number). */
export function readRawSearch(searchStr: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(searchStr)) if (!(name in values)) values[name] = value;
  return values;
}
