import type { PaymentRedirectOutcome } from '../contract/PaymentAdapter';
import { PaymentError, REDIRECT_REFUSED_MESSAGE } from '../PaymentError';
import type { RedirectAllowlist } from '../redirect/createRedirectAllowlist';
import { isAllowedRedirect } from '../redirect/isAllowedRedirect';

/** Returns `outcome` when its URL is on the allowlist, else throws `redirect_refused`. */
export function checkedRedirect(outcome: PaymentRedirectOutcome, allowlist: RedirectAllowlist): PaymentRedirectOutcome {
  if (isAllowedRedirect(outcome.url, allowlist)) return outcome;
  throw new PaymentError('redirect_refused', REDIRECT_REFUSED_MESSAGE);
}
