import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/** Answer of `GET /psp/stripe/cart/{cart_id}/key`. Assumption: the publishable `key` and an optional connected `account_id`. */
export const StripeKeySchema = v.object({
  key: v.pipe(v.string(), v.minLength(1)),
  account_id: text,
});
