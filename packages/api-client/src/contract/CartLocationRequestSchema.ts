import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/**
 * Body of `PUT /cart/{cart_id}/location`.
 *
 * Assumption: the spec says "location payload"; we send the country's `alpha2` and optional
 * `postal_code` and `region`.
 */
export const CartLocationRequestSchema = v.object({
  alpha2: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Expected an upper-case ISO 3166 alpha-2 code')),
  postal_code: text,
  region: text,
});

/** Body of updating the cart's location. */
export type CartLocationRequest = v.InferOutput<typeof CartLocationRequestSchema>;
