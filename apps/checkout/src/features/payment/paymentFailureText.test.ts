import { PaymentError } from '@checkout/payments';
import { describe, expect, it } from 'vitest';
import { paymentFailureText } from './paymentFailureText';

const intl = { formatMessage: ({ id }: { id: string }) => `<${id}>` };

describe('paymentFailureText', () => {
  it('maps a failed 3-D Secure challenge to the translated "try again" text, not the provider’s advice', () => {
    const error = new PaymentError(
      'authentication_failed',
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    expect(paymentFailureText(error, intl)).toBe('<error.payment.authenticationFailed>');
  });

  it('keeps "Your card was declined." as the provider sent it, whatever the code', () => {
    expect(paymentFailureText(new PaymentError('authentication_failed', 'Your card was declined.'), intl)).toBe(
      'Your card was declined.',
    );
    expect(paymentFailureText(new PaymentError('declined', 'Your card was declined.'), intl)).toBe(
      'Your card was declined.',
    );
  });

  it('maps the other texts of spec §8 as formatErrorMessages does', () => {
    expect(paymentFailureText(new PaymentError('server', 'Server error'), intl)).toBe('<error.server>');
  });
});
