import { describeError } from '@checkout/i18n/errors';
import { PaymentError, type PaymentErrorCode, type PaymentErrorDetail } from '@checkout/payments';
import { describe, expect, it } from 'vitest';

// Every code and detail an adapter can produce: a new one fails to compile here until it is listed,
// and fails the test until `@checkout/i18n`'s `errorMessageIds` gives it a catalogue message.
const codes = Object.keys({
  declined: true,
  authentication_failed: true,
  cancelled: true,
  sdk_unavailable: true,
  not_configured: true,
  provider_not_recognized: true,
  no_provider: true,
  redirect_refused: true,
  invalid: true,
  network: true,
  server: true,
} satisfies Record<PaymentErrorCode, true>) as PaymentErrorCode[];
const details = Object.keys({
  incomplete: true,
  return_unidentified: true,
  not_completed: true,
} satisfies Record<PaymentErrorDetail, true>) as PaymentErrorDetail[];

describe('the shopper’s text of a PaymentError', () => {
  it.each(codes)('maps the code %s to a catalogue message', (code) => {
    expect(describeError(new PaymentError(code, '')).kind).toBe('message');
  });

  it.each(details)('maps the detail %s to a message of its own', (detail) => {
    const described = describeError(new PaymentError('invalid', 'English text.', { detail }));
    expect(described).toEqual({ kind: 'message', id: expect.stringMatching(/^error\.payment\./) });
    expect(described).not.toEqual(describeError(new PaymentError('invalid', 'English text.')));
  });
});
