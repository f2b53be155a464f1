import type { MessageFormatter } from './MessageFormatter';

/** A server or provider error as the shopper sees it: a catalogue message, or the provider's own text shown as is. */
export type ErrorMessage =
  | { readonly kind: 'message'; readonly id: string }
  | { readonly kind: 'text'; readonly text: string };

/** Server and SDK texts of spec §8, and the payment package's refusal, that map to a catalogue message (matched after trimming, case-insensitively). */
const knownErrors: Readonly<Record<string, string>> = {
  'an error occurred': 'error.generic',
  'an unknown error occurred': 'error.unknown',
  'server error': 'error.server',
  'invalid phone number': 'validation.phone_invalid',
  'api failure': 'error.creditCheck.apiFailure',
  'cart not found.': 'error.creditCheck.cartNotFound',
  'customer score too low to proceed.': 'error.creditCheck.scoreTooLow',
  'customer score is missing.': 'error.creditCheck.scoreMissing',
  'payment provider type not recognized.': 'error.payment.providerNotRecognized',
  // `REDIRECT_REFUSED_MESSAGE` of `@checkout/payments` (which this package may not import): a redirect off the allowlist.
  'the payment provider asked to redirect to an address that is not allowed.': 'error.payment.redirectRefused',
  // The update page's Stripe port without a publishable key in the runtime configuration (ADR 0013).
  'stripe is not available for payment-method updates.': 'error.payment.stripeUpdateUnavailable',
  'you are a robot!': 'error.botCheck.failed',
  'recaptcha error: failed to load script': 'error.botCheck.scriptLoad',
  'failed to execute': 'error.botCheck.execute',
  'no key provided': 'error.botCheck.notConfigured',
  'no version provided': 'error.botCheck.notConfigured',
};

/**
 * Maps an error text of spec §8 to its catalogue message; any other text (e.g. a provider's
 * "Your card was declined.", which the provider already localizes) is shown as is, and an empty
 * text becomes the generic error.
 */
export function describeErrorMessage(text: string): ErrorMessage {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { kind: 'message', id: 'error.generic' };
  const id = knownErrors[trimmed.toLowerCase()];
  return id === undefined ? { kind: 'text', text: trimmed } : { kind: 'message', id };
}

/** Turns one or more error texts into the alert text: each localized or shown as is, joined with line breaks (spec §8). */
export function formatErrorMessages(texts: readonly string[], intl: MessageFormatter): string {
  return texts
    .map(describeErrorMessage)
    .map((message) => (message.kind === 'message' ? intl.formatMessage({ id: message.id }) : message.text))
    .join('\n');
}
