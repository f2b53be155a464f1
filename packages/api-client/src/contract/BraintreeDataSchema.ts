import * as v from 'valibot';

/** Answer of `GET /cart/{cart_id}/psp/braintree` and `GET /psp/braintree`. Assumption: the Drop-in `client_token`. */
export const BraintreeDataSchema = v.object({
  client_token: v.pipe(v.string(), v.minLength(1)),
});
