import { describe, expect, it } from 'vitest';
import { PaymentError } from '../PaymentError';
import { createPaymentRegistry } from './createPaymentRegistry';
import { resolvePaymentProvider } from './resolvePaymentProvider';

describe('resolvePaymentProvider', () => {
  it.each([
    { gateway: 'stripe', version: null, adapterId: 'stripe-v2', provider: 'stripe' },
    { gateway: 'stripe', version: 2, adapterId: 'stripe-v2', provider: 'stripe' },
    { gateway: 'stripe', version: 1, adapterId: 'stripe-v1', provider: 'stripe' },
    { gateway: 'adyen', version: null, adapterId: 'adyen', provider: 'adyen' },
    { gateway: 'braintree', version: null, adapterId: 'braintree', provider: 'braintree' },
    { gateway: 'mollie', version: 2, adapterId: 'mollie', provider: 'mollie' },
    { gateway: 'mollie', version: null, adapterId: 'mollie', provider: 'mollie' },
    { gateway: 'paypal', version: null, adapterId: 'paypal', provider: 'paypal' },
    { gateway: 'offlinegateway', version: null, adapterId: 'offline', provider: 'offline' },
  ])('resolves $gateway version $version to the $adapterId adapter', ({ gateway, version, adapterId, provider }) => {
    expect(resolvePaymentProvider({ gateway, version })).toEqual({
      status: 'resolved',
      adapterId,
      provider,
      gateway,
      version,
    });
  });

  it.each([
    { gateway: 'payone', version: null },
    { gateway: 'klarna', version: null },
    { gateway: 'STRIPE', version: null },
    { gateway: 'stripe', version: 3 },
    { gateway: 'mollie', version: 7 },
  ])('yields the not-recognized error for $gateway version $version', ({ gateway, version }) => {
    const resolution = resolvePaymentProvider({ gateway, version });
    expect(resolution.status).toBe('not_recognized');
    if (resolution.status !== 'not_recognized') return;
    expect(resolution.gateway).toBe(gateway);
    expect(resolution.error).toBeInstanceOf(PaymentError);
    expect(resolution.error.code).toBe('provider_not_recognized');
    expect(resolution.error.message).toBe('Payment provider type not recognized.');
  });

  it.each([null, undefined, ''])('yields the no-provider error when the gateway is %j', (gateway) => {
    const resolution = resolvePaymentProvider({ gateway });
    expect(resolution.status).toBe('none');
    if (resolution.status === 'none') expect(resolution.error.code).toBe('no_provider');
  });

  it('treats an adapter missing from the registry as not recognized', () => {
    const registry = createPaymentRegistry({ offline: () => Promise.reject(new Error('unused')) });
    expect(resolvePaymentProvider({ gateway: 'offlinegateway', registry }).status).toBe('resolved');
    expect(resolvePaymentProvider({ gateway: 'stripe', registry }).status).toBe('not_recognized');
  });
});
