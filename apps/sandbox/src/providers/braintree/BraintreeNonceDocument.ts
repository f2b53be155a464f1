import type { CardBehaviour } from '../shared/testCards';

/** A nonce's 3-D Secure result, shaped like braintree-web's `threeDSecureInfo`. */
export interface BraintreeThreeDSecureInfo {
  /** `challenge_required` while the shopper has not answered; `authenticate_successful` or `authenticate_failed` after. */
  status: 'challenge_required' | 'authenticate_successful' | 'authenticate_failed';
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
}

/** What the sandbox keeps for a nonce (`provider_objects`, kind `nonce`). */
export interface BraintreeNonceDocument {
  behaviour: CardBehaviour;
  details: { cardType: string; lastFour: string };
  /** The 3-D Secure lookup this nonce came from, absent for a nonce that never went through one. */
  threeDSecure?: BraintreeThreeDSecureInfo & { amount: string; merchantName: string; currency: string };
}
