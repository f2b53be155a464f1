import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/** Answer of `GET /cart/{cart_id}/psp/paypal`: `paypal_client_id` and `plan_id` (spec §3). */
export const PaypalDataSchema = v.object({
  paypal_client_id: v.pipe(v.string(), v.minLength(1)),
  plan_id: text,
});

/** PayPal data of a cart. */
export type PaypalData = v.InferOutput<typeof PaypalDataSchema>;
