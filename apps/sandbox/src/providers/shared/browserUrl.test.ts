import { describe, expect, it } from 'vitest';
import { browserUrl } from './browserUrl';

const publicUrl = 'http://127.0.0.1:4010';

describe('browserUrl', () => {
  it.each([
    ['/sandbox/stripe/3ds/pi_1', 'https://hooks.stripe.com/3d_secure_2/hosted/pi_1'],
    ['/sandbox/adyen/3ds/PSP1', 'https://checkoutshopper-test.adyen.com/checkoutshopper/3ds/PSP1'],
    ['/sandbox/mollie/checkout/tr_1', 'https://www.mollie.com/checkout/select-method/tr_1'],
    ['/sandbox/paypal/checkoutnow?token=ORDER1', 'https://www.paypal.com/checkoutnow?token=ORDER1'],
    ['/sandbox/braintree/merchants/demo/client_api', 'https://api.braintreegateway.com/merchants/demo/client_api'],
    ['/sandbox/braintree/3ds/nonce-1', 'https://assets.braintreegateway.com/3ds/acs/nonce-1'],
    ['/sandbox/braintree/challenge/bt_1', 'https://assets.braintreegateway.com/3ds/challenge/bt_1'],
    ['/sandbox/offlinegateway/pay/offline_1', 'https://pay.offline-gateway.example/pay/offline_1'],
  ])('names %s on the provider’s host with provider hosts on', (path, expected) => {
    expect(browserUrl({ publicUrl, providerHosts: true }, path)).toBe(expected);
    expect(browserUrl({ publicUrl }, path)).toBe(`${publicUrl}${path}`);
  });

  it('keeps paths no provider has on the sandbox', () => {
    expect(browserUrl({ publicUrl, providerHosts: true }, '/sandbox/sdk/stripe.js')).toBe(
      `${publicUrl}/sandbox/sdk/stripe.js`,
    );
  });
});
