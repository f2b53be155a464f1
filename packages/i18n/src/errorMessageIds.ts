/**
 * Every catalogue message an error can become, by where the error comes from: the texts of spec §8
 * (matched after trimming, case-insensitively, with runs of white space as one space), the codes of `@checkout/payments`' `PaymentError`
 * and their detail codes, and the platform's error codes. `describeError` reads them; the catalogue
 * tests check that each id has a text in all 12 languages.
 */
export const errorMessageIds = {
  /** Server and SDK texts of spec §8 that map to a translated text. */
  texts: {
    'an error occurred': 'error.generic',
    'an unknown error occurred': 'error.unknown',
    'server error': 'error.server',
    'invalid phone number': 'validation.phone_invalid',
    'api failure': 'error.creditCheck.apiFailure',
    'cart not found.': 'error.creditCheck.cartNotFound',
    'customer score too low to proceed.': 'error.creditCheck.scoreTooLow',
    'customer score is missing.': 'error.creditCheck.scoreMissing',
    'payment provider type not recognized.': 'error.payment.providerNotRecognized',
    // PayPal's `INSTRUMENT_DECLINED` description, as the platform relays a refused capture.
    "the instrument presented was either declined by the processor or bank, or it can't be used for this payment.":
      'error.payment.paypalDeclined',
    'you are a robot!': 'error.botCheck.failed',
    'recaptcha error: failed to load script': 'error.botCheck.scriptLoad',
    'failed to execute': 'error.botCheck.execute',
    'no key provided': 'error.botCheck.notConfigured',
    'no version provided': 'error.botCheck.notConfigured',
  },
  /** `PaymentErrorCode` → message; the adapters' own (English, developer-facing) texts are never shown. */
  paymentCodes: {
    declined: 'error.payment.declined',
    authentication_failed: 'error.payment.authenticationFailed',
    cancelled: 'error.payment.cancelled',
    sdk_unavailable: 'error.payment.sdkUnavailable',
    not_configured: 'error.payment.notConfigured',
    provider_not_recognized: 'error.payment.providerNotRecognized',
    no_provider: 'error.payment.noProvider',
    redirect_refused: 'error.payment.redirectRefused',
    invalid: 'error.payment.invalid',
    // No promise about charges here: the checkout's pay attempt says "not charged twice" where it holds.
    network: 'error.noAnswer',
    server: 'error.generic',
  },
  /** `PaymentErrorDetail` → message, where one code stands for several situations the shopper should tell apart. */
  paymentDetails: {
    incomplete: 'error.payment.incomplete',
    return_unidentified: 'error.payment.returnUnidentified',
    not_completed: 'error.payment.notCompleted',
  },
  /** The platform's `code` of an error answer → message. */
  platformCodes: {
    out_of_stock: 'error.stock.outOfStock',
    order_exists: 'error.order.exists',
    cart_ordered: 'error.order.exists',
    order_in_progress: 'error.order.inProgress',
    update_in_progress: 'error.payment.updateInProgress',
    idempotency_key_reused: 'error.order.conflict',
    order_limit_exceeded: 'error.limits.exceeded',
    voucher_invalid: 'checkout.voucher.invalid',
    voucher_expired: 'checkout.voucher.expired',
    voucher_min_order: 'checkout.voucher.minOrder',
    voucher_attempts: 'checkout.voucher.tooManyAttempts',
  },
  /** A platform call that got no readable answer (`CheckoutApiErrorCode`) → message. */
  transportCodes: {
    network: 'error.noAnswer',
    timeout: 'error.noAnswer',
    aborted: 'error.noAnswer',
    invalid_response: 'errorPage.serverError',
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;
