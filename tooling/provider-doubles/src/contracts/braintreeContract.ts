import type { cardPaymentMethodPayload, PaymentMethodRequestablePayload } from 'braintree-web-drop-in';

type ThreeDSecureStatus = NonNullable<cardPaymentMethodPayload['threeDSecureInfo']>['status'];

/**
 * braintree-web's `BraintreeError` (`core.d.ts` of `@types/braintree-web`, a dependency of
 * `@types/braintree-web-drop-in` that is not importable here), as Drop-in puts it in `braintreeWebError`.
 */
interface BraintreeWebError {
  name: 'BraintreeError';
  code: string;
  type: 'CUSTOMER' | 'MERCHANT' | 'NETWORK' | 'INTERNAL' | 'UNKNOWN';
  message?: string;
}

/** A `DropinError` (https://braintree.github.io/braintree-web-drop-in/docs/current/DropinError.html). */
interface DropinError {
  name: 'DropinError';
  message: string;
  braintreeWebError?: BraintreeWebError;
}

/** Drop-in's rejection when braintree-web's `verifyCard` rejects (dropin.js `requestPaymentMethod`). */
const THREE_D_SECURE_FAILED = 'Something went wrong during 3D Secure authentication. Please try again.';

/**
 * What Braintree Drop-in (`@types/braintree-web-drop-in`) and braintree-web's 3-D Secure document and
 * the checkout relies on, as data: the events the adapter listens to (`paymentMethodRequestable` with
 * its payload, `noPaymentMethodRequestable` with none), the `DropinError`s `create` and
 * `requestPaymentMethod` reject with (the `BraintreeError` codes and types of braintree-web 3.123,
 * `three-d-secure/shared/errors.js`), the 3-D Secure statuses, and the liability results of a verified
 * card (`liabilityShifted`, `liabilityShiftPossible`: https://developer.paypal.com/braintree/docs/guides/3d-secure/client-side/javascript/v3/#determining-liability-shift).
 */
export const braintreeContract = {
  events: {
    paymentMethodRequestable: { type: 'CreditCard', paymentMethodIsSelected: false },
  } satisfies { paymentMethodRequestable: PaymentMethodRequestablePayload },
  /** Events Drop-in emits without a payload. */
  eventsWithoutPayload: ['noPaymentMethodRequestable'],
  errors: {
    noPaymentMethod: { name: 'DropinError', message: 'No payment method is available.' },
    threeDSecureCanceled: {
      name: 'DropinError',
      message: THREE_D_SECURE_FAILED,
      braintreeWebError: { name: 'BraintreeError', code: 'THREEDS_CARDINAL_SDK_CANCELED', type: 'CUSTOMER' },
    },
    threeDSecureLookup: {
      name: 'DropinError',
      message: THREE_D_SECURE_FAILED,
      braintreeWebError: {
        name: 'BraintreeError',
        code: 'THREEDS_LOOKUP_ERROR',
        type: 'UNKNOWN',
        message: 'Something went wrong during the 3D Secure lookup',
      },
    },
    threeDSecureMissingAmount: {
      name: 'DropinError',
      message: THREE_D_SECURE_FAILED,
      braintreeWebError: { name: 'BraintreeError', code: 'THREEDS_MISSING_VERIFY_CARD_OPTION', type: 'MERCHANT' },
    },
    /** `create` with `threeDSecure` on a merchant account without 3-D Secure. */
    threeDSecureNotEnabled: {
      name: 'DropinError',
      message: '3D Secure failed to set up.',
      braintreeWebError: { name: 'BraintreeError', code: 'THREEDS_NOT_ENABLED', type: 'MERCHANT' },
    },
  } satisfies Record<string, DropinError>,
  threeDSecureStatuses: [
    'challenge_required',
    'authenticate_successful',
    'authenticate_failed',
  ] satisfies ThreeDSecureStatus[],
  liability: {
    /** Authenticated: the issuer carries the liability. */
    shifted: { liabilityShifted: true, liabilityShiftPossible: true },
    /** Authentication was possible but failed (a failed challenge resolves, as braintree-web does). */
    failed: { liabilityShifted: false, liabilityShiftPossible: true },
    /** The card or issuer does not take part in 3-D Secure. */
    notPossible: { liabilityShifted: false, liabilityShiftPossible: false },
  } satisfies Record<string, Pick<cardPaymentMethodPayload, 'liabilityShifted' | 'liabilityShiftPossible'>>,
} as const;

/** A Drop-in rejection the contract documents, by its name. */
export type BraintreeContractError = keyof typeof braintreeContract.errors;

/** A liability result of a 3-D Secure verified card the contract documents. */
export type BraintreeLiability = keyof typeof braintreeContract.liability;
