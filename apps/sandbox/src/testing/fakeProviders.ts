import type { PaymentOutcome, ProviderSandbox } from '../providers/ProviderSandbox';

/**
 * Provider sandboxes for route tests: the outcome comes from `payload.outcome`
 * (`paid` by default, `declined`, `redirect`, `pending`, `invalid`).
 */
export const fakeProviders: ProviderSandbox[] = (
  ['offlinegateway', 'stripe', 'adyen', 'braintree', 'mollie', 'paypal'] as const
).map((gateway) => ({
  gateway,
  register: () => {},
  authorize: async (attempt): Promise<PaymentOutcome> => {
    const reference = `${gateway}_${attempt.orderId ?? attempt.customerId}`;
    switch (attempt.payload.outcome) {
      case 'declined':
        return { kind: 'declined', message: 'Your card was declined.' };
      case 'redirect':
        return { kind: 'redirect', redirectUrl: 'http://127.0.0.1:4010/sandbox/hosted', reference };
      case 'pending':
        return { kind: 'pending', reference };
      case 'invalid':
        return { kind: 'invalid', message: 'The payment data is incomplete.' };
      default:
        return { kind: 'paid', reference };
    }
  },
}));
