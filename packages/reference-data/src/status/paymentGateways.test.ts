import { describe, expect, it } from 'vitest';
import { isPaymentGateway, paymentGateways } from './paymentGateways';

describe('paymentGateways', () => {
  it('lists the seven gateways of the spec, payone included', () => {
    expect(paymentGateways).toEqual(['adyen', 'braintree', 'mollie', 'offlinegateway', 'payone', 'paypal', 'stripe']);
  });

  it.each(['stripe', 'payone', 'offlinegateway'])('accepts %s', (value) => {
    expect(isPaymentGateway(value)).toBe(true);
  });

  it.each(['Stripe', 'offline', '', null, 7])('rejects %s', (value) => {
    expect(isPaymentGateway(value)).toBe(false);
  });
});
