import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/**
 * Body of `PUT /cart/{cart_id}/params`: the UTM parameters of the visit.
 *
 * Assumption: the five standard `utm_*` names, each optional.
 */
export const CartParamsRequestSchema = v.object({
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  utm_term: text,
  utm_content: text,
});

/** Body of updating the cart's UTM parameters. */
export type CartParamsRequest = v.InferOutput<typeof CartParamsRequestSchema>;
