import * as v from 'valibot';
import { readRedirect, redirectEntries, redirectHasUrl } from './RedirectSchema';

/** Answer of `POST /psp/stripe/{intent_id}/order/{order_id}/verify`. Assumption: `verified` plus an optional redirect. */
export const StripeVerificationSchema = v.pipe(
  v.object({ verified: v.boolean(), ...redirectEntries }),
  redirectHasUrl(),
  v.transform((result) => ({ verified: result.verified, ...readRedirect(result) })),
);
