import * as v from 'valibot';
import { readRedirect, redirectEntries, redirectHasUrl } from './RedirectSchema';

/** Answer of `POST /adyen/paymentDetails`. Assumption: Adyen's `resultCode`, an optional `action` and redirect. */
export const AdyenPaymentDetailsSchema = v.pipe(
  v.object({
    resultCode: v.string(),
    action: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
    ...redirectEntries,
  }),
  redirectHasUrl(),
  v.transform((result) => ({ resultCode: result.resultCode, action: result.action ?? null, ...readRedirect(result) })),
);
