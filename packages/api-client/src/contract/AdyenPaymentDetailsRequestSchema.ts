import * as v from 'valibot';
import { optionalText as text } from './optionalText';

/**
 * Body of `POST /adyen/paymentDetails`: the Drop-in's `details` (and `paymentData` when given)
 * plus `isUpdateContainer`. Assumption: the field names follow Adyen's `/payments/details`.
 */
export const AdyenPaymentDetailsRequestSchema = v.object({
  details: v.record(v.string(), v.unknown()),
  paymentData: text,
  isUpdateContainer: v.boolean(),
});

/** Body of an Adyen details call. */
export type AdyenPaymentDetailsRequest = v.InferOutput<typeof AdyenPaymentDetailsRequestSchema>;
