import type { CardBehaviour } from '../shared/testCards';

/** A nonce's 3-D Secure result, shaped like braintree-web's `threeDSecureInfo`. */
export interface BraintreeThreeDSecureInfo {
  /**
   * `challenge_required` while the shopper has not answered; `authenticate_successful` or `authenticate_failed`
   * after; `authenticate_unable_to_authenticate` when the issuer could not authenticate (no challenge, no liability shift).
   */
  status:
    | 'challenge_required'
    | 'authenticate_successful'
    | 'authenticate_failed'
    | 'authenticate_unable_to_authenticate';
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
}

/** What the sandbox keeps for a nonce (`provider_objects`, kind `nonce`). */
export interface BraintreeNonceDocument {
  behaviour: CardBehaviour;
  details: { cardType: string; lastFour: string };
  /**
   * A 3-D Secure card whose issuer cannot authenticate in the page (the lookup answers
   * `authenticate_unable_to_authenticate`): at checkout the platform sends the shopper to its hosted
   * challenge instead of declining. Absent for every other card.
   */
  stepUp?: boolean;
  /** The 3-D Secure lookup this nonce came from, absent for a nonce that never went through one. */
  threeDSecure?: BraintreeThreeDSecureInfo & { amount: string; merchantName: string; currency: string };
}
