import { describe, expect, it } from 'vitest';
import { createCheckoutIntl } from './createCheckoutIntl';
import { describeErrorMessage, formatErrorMessages } from './describeErrorMessage';
import { loadCatalogue } from './loadCatalogue';

describe('describeErrorMessage', () => {
  it.each([
    ['Api failure', 'error.creditCheck.apiFailure'],
    ['Cart not found.', 'error.creditCheck.cartNotFound'],
    ['Customer score too low to proceed.', 'error.creditCheck.scoreTooLow'],
    ['Customer score is missing.', 'error.creditCheck.scoreMissing'],
    ['Payment provider type not recognized.', 'error.payment.providerNotRecognized'],
    ['The payment provider asked to redirect to an address that is not allowed.', 'error.payment.redirectRefused'],
    ['Stripe is not available for payment-method updates.', 'error.payment.stripeUpdateUnavailable'],
    ['You are a robot!', 'error.botCheck.failed'],
    ['ReCaptcha error: Failed to load script', 'error.botCheck.scriptLoad'],
    ['Failed to execute', 'error.botCheck.execute'],
    ['No key provided', 'error.botCheck.notConfigured'],
    ['No version provided', 'error.botCheck.notConfigured'],
    ['An error occurred', 'error.generic'],
    ['An unknown error occurred', 'error.unknown'],
    ['Server error', 'error.server'],
    ['Invalid phone number', 'validation.phone_invalid'],
    [' server ERROR ', 'error.server'],
    ['', 'error.generic'],
  ])('maps %j to the message %s', (text, id) => expect(describeErrorMessage(text)).toEqual({ kind: 'message', id }));

  it.each(['Your card was declined.', 'Insufficient funds.'])('shows the provider text %j as is', (text) =>
    expect(describeErrorMessage(text)).toEqual({ kind: 'text', text }),
  );
});

describe('formatErrorMessages', () => {
  it('localizes known texts, keeps provider texts, and joins them with line breaks', async () => {
    const intl = createCheckoutIntl('de', await loadCatalogue('de'));
    expect(formatErrorMessages(['Server error', 'Your card was declined.'], intl)).toBe(
      'Serverfehler\nYour card was declined.',
    );
  });
});
