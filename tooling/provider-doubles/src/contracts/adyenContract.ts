import type { AdditionalDetailsData, ResultCode } from '@adyen/adyen-web';

/**
 * What Adyen Web documents and the checkout relies on, as data: the `AdyenCheckoutError` names
 * passed to `onError` (https://docs.adyen.com/online-payments/build-your-integration/error-codes/#web-drop-in-and-components;
 * `AdyenCheckoutError.errorTypes` of `@adyen/adyen-web`, protected there, so listed by hand), the
 * `resultCode`s of `onPaymentCompleted`/`onPaymentFailed` and `/payments/details`, and the
 * `redirectResult` parameter Adyen appends to `returnUrl` (https://docs.adyen.com/online-payments/build-your-integration/advanced-flow/?platform=Web&integration=Drop-in#handle-the-redirect).
 */
export const adyenContract = {
  errors: {
    CANCEL: { name: 'CANCEL', message: 'Shopper cancelled the payment.' },
    NETWORK_ERROR: { name: 'NETWORK_ERROR', message: 'A network error occurred.' },
    IMPLEMENTATION_ERROR: {
      name: 'IMPLEMENTATION_ERROR',
      message: 'Component could not mount. Root node was not found.',
    },
    API_ERROR: { name: 'API_ERROR', message: 'The API has not returned the expected data.' },
    ERROR: { name: 'ERROR', message: 'An error occurred.' },
    SCRIPT_ERROR: { name: 'SCRIPT_ERROR', message: 'The browser failed to load a third-party script.' },
    SDK_ERROR: { name: 'SDK_ERROR', message: 'Something has gone wrong internally.' },
  },
  /** Adyen's `resultCode` values (`ResultCode` of `@adyen/adyen-web`). */
  resultCodes: [
    'AuthenticationFinished',
    'AuthenticationNotRequired',
    'Authorised',
    'Cancelled',
    'ChallengeShopper',
    'Error',
    'IdentifyShopper',
    'PartiallyAuthorised',
    'Pending',
    'PresentToShopper',
    'Received',
    'RedirectShopper',
    'Refused',
  ] satisfies ResultCode[],
  /** The query parameter Adyen appends to `returnUrl`, passed on as `details` of `onAdditionalDetails`. */
  returnParameters: ['redirectResult'],
  additionalDetails: { data: { details: { redirectResult: 'Ab02b4c0!BQABAgA' } } } satisfies AdditionalDetailsData,
} as const;

/** An `AdyenCheckoutError` name the contract documents. */
export type AdyenContractError = keyof typeof adyenContract.errors;
