import { describe, expect, it } from 'vitest';
import { mapProviderUrl } from './mapProviderUrl';

const SANDBOX = 'http://127.0.0.1:4010';

describe('mapProviderUrl', () => {
  it.each([
    ['https://js.stripe.com/v3/', '/sandbox/sdk/stripe.js'],
    ['https://checkoutshopper-live.cdn.adyen.com/checkoutshopper/sdk/6.45.0/adyen.js', '/sandbox/sdk/adyen.js'],
    ['https://checkoutshopper-live-us.cdn.adyen.com/checkoutshopper/sdk/6.45.0/adyen.js', '/sandbox/sdk/adyen.js'],
    ['https://js.braintreegateway.com/web/dropin/1.48.0/js/dropin.min.js', '/sandbox/sdk/braintree-dropin.js'],
    ['https://www.paypal.com/sdk/js?client-id=sb-1&currency=EUR', '/sandbox/sdk/paypal.js?client-id=sb-1&currency=EUR'],
    ['https://api.stripe.com/v1/payment_intents/pi_1/confirm', '/sandbox/stripe/v1/payment_intents/pi_1/confirm'],
    ['https://hooks.stripe.com/3d_secure_2/hosted/pi_1', '/sandbox/stripe/3ds/pi_1'],
    ['https://checkoutshopper-test.adyen.com/checkoutshopper/3ds/PSP1', '/sandbox/adyen/3ds/PSP1'],
    [
      'https://checkoutshopper-live-us.adyen.com/checkoutshopper/v3/analytics?clientKey=k',
      '/sandbox/adyen/v3/analytics?clientKey=k',
    ],
    [
      'https://api.braintreegateway.com/merchants/m/client_api/v1/configuration?a=1',
      '/sandbox/braintree/merchants/m/client_api/v1/configuration?a=1',
    ],
    ['https://assets.braintreegateway.com/3ds/acs/nonce-1', '/sandbox/braintree/3ds/nonce-1'],
    ['https://assets.braintreegateway.com/3ds/challenge/bt_1', '/sandbox/braintree/challenge/bt_1'],
    ['https://www.paypal.com/v2/checkout/orders', '/sandbox/paypal/v2/checkout/orders'],
    ['https://www.paypal.com/v2/checkout/orders/O1', '/sandbox/paypal/v2/checkout/orders/O1'],
    ['https://www.paypal.com/checkoutnow?token=O1', '/sandbox/paypal/checkoutnow?token=O1'],
    ['https://www.mollie.com/checkout/select-method/tr_1', '/sandbox/mollie/checkout/tr_1'],
    ['https://pay.offline-gateway.example/pay/offline_1', '/sandbox/offlinegateway/pay/offline_1'],
    ['https://maps.googleapis.com/maps/api/js?key=k&v=weekly', '/sandbox/sdk/maps.js?key=k&v=weekly'],
    ['https://places.googleapis.com/v1/places:autocomplete', '/sandbox/places/v1/places:autocomplete'],
    ['https://places.googleapis.com/v1/places/ChIJ1?sessionToken=t', '/sandbox/places/v1/places/ChIJ1?sessionToken=t'],
  ])('answers %s from the sandbox', (url, path) => {
    expect(mapProviderUrl(url, `${SANDBOX}/`, false)).toBe(`${SANDBOX}${path}`);
  });

  it("lets only a navigation (a hosted page's form post) reach a sandbox path on a provider's host", () => {
    expect(mapProviderUrl('https://www.mollie.com/sandbox/mollie/checkout/tr_1', SANDBOX, true)).toBe(
      `${SANDBOX}/sandbox/mollie/checkout/tr_1`,
    );
    expect(mapProviderUrl('https://www.paypal.com/sandbox/paypal/v2/checkout/orders', SANDBOX, false)).toBeNull();
  });

  it.each([
    'https://js.stripe.com/sandbox/stripe/v1/payment_intents/pi_1',
    'https://www.google.com/recaptcha/api.js',
    'https://evil.example/v1/payment_intents',
    'http://api.stripe.com/v1/payment_intents',
    'https://api.stripe.com.evil.example/v1/x',
  ])('has no stand-in for %s', (url) => {
    expect(mapProviderUrl(url, SANDBOX, false)).toBeNull();
  });
});
