import type { StripeElementChangeEvent, StripeError } from '@stripe/stripe-js';

/**
 * What Stripe.js documents and the checkout relies on, as data: the `{ error }` shapes of
 * https://docs.stripe.com/error-codes and https://docs.stripe.com/js (typed with `@stripe/stripe-js`),
 * the element `change` event the adapter listens to, and the query parameters Stripe appends to
 * `return_url` (https://docs.stripe.com/payments/payment-element/migration#post-payment).
 */
export const stripeContract = {
  errors: {
    cardDeclined: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
    insufficientFunds: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
    expiredCard: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
    incorrectCvc: { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    processingError: {
      type: 'card_error',
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
    authenticationRequired: {
      type: 'card_error',
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    },
    incompleteNumber: {
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    },
    incompleteExpiry: {
      type: 'validation_error',
      code: 'incomplete_expiry',
      message: "Your card's expiration date is incomplete.",
    },
    incompleteCvc: {
      type: 'validation_error',
      code: 'incomplete_cvc',
      message: "Your card's security code is incomplete.",
    },
    invalidNumber: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    paymentIntentAuthenticationFailure: {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    },
    setupIntentAuthenticationFailure: {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    },
    unexpectedState: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'This PaymentIntent could not be confirmed because it has already succeeded.',
    },
    invalidRequest: { type: 'invalid_request_error', message: 'Invalid request.' },
    apiConnection: {
      type: 'api_connection_error',
      message: 'An error occurred with our connection to Stripe. Request was retried 0 times.',
    },
    api: { type: 'api_error', message: 'An unknown error occurred.' },
    rateLimit: { type: 'rate_limit_error', code: 'rate_limit', message: 'Too many requests.' },
    authentication: { type: 'authentication_error', message: 'Invalid API Key provided.' },
    idempotency: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used once.' },
  } satisfies Record<string, StripeError>,
  /** The fields of the element `change` event (`StripeElementChangeEvent`) the adapter reads. */
  changeEvent: {
    // Card Element: `brand`, `value.postalCode`; Payment Element: `value.type`, `collapsed`.
    fields: ['elementType', 'empty', 'complete', 'error', 'value', 'brand', 'collapsed'],
    incomplete: { elementType: 'card', empty: false, complete: false, error: undefined },
    complete: { elementType: 'card', empty: false, complete: true, error: undefined },
    withError: {
      elementType: 'card',
      empty: false,
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    },
  } satisfies { fields: string[] } & Record<'incomplete' | 'complete' | 'withError', StripeElementChangeEvent>,
  /** The query parameters Stripe appends to `return_url` after a redirect. */
  returnParameters: {
    payment: ['payment_intent', 'payment_intent_client_secret', 'redirect_status'],
    setup: ['setup_intent', 'setup_intent_client_secret', 'redirect_status'],
    redirectStatus: ['succeeded', 'processing', 'requires_payment_method', 'failed'],
  },
} as const;

/** A Stripe error the contract documents, by its name. */
export type StripeContractError = keyof typeof stripeContract.errors;
