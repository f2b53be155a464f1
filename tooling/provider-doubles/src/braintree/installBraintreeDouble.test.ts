import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillCard } from '../testing/fillCard';
import { stubFetch } from '../testing/stubFetch';
import { installBraintreeDouble } from './installBraintreeDouble';

const API = 'http://127.0.0.1:4010/sandbox/braintree/merchants/demo-all/client_api';
const token = btoa(
  JSON.stringify({ authorizationFingerprint: 'fp1', configUrl: `${API}/v1/configuration`, clientApiUrl: API }),
);

afterEach(() => {
  document.body.innerHTML = '';
});

function setup() {
  document.body.innerHTML = '<div id="dropin"></div>';
  const stub = stubFetch((request) =>
    request.url.includes('/credit_cards')
      ? [201, { creditCards: [{ nonce: 'tokencc_sb_abc', details: { cardType: 'Visa', lastFour: '4242' } }] }]
      : [200, { environment: 'sandbox' }],
  );
  const dropin = installBraintreeDouble(window, { fetch: stub.fetch });
  return { ...stub, dropin };
}

describe('Braintree Drop-in double', () => {
  it('tokenises the typed card into a nonce with the client token fingerprint', async () => {
    const { dropin, requests } = setup();
    const instance = await dropin.create({ authorization: token, container: '#dropin', dataCollector: true });
    fillCard(document, { number: '4242 4242 4242 4242', expiry: '05/29', cvc: '123' });
    const payload = await instance.requestPaymentMethod();
    expect(payload).toMatchObject({ nonce: 'tokencc_sb_abc', type: 'CreditCard', details: { lastFour: '4242' } });
    expect(payload.deviceData).toEqual(expect.any(String));
    expect(requests.at(-1)).toMatchObject({
      url: `${API}/v1/payment_methods/credit_cards`,
      body: {
        authorizationFingerprint: 'fp1',
        creditCard: { number: '4242424242424242', expirationDate: '05/2029', cvv: '123' },
      },
    });
  });

  it('emits paymentMethodRequestable once the card is complete, and the reverse when cleared', async () => {
    const { dropin } = setup();
    const instance = await dropin.create({ authorization: token, container: '#dropin' });
    const requestable = vi.fn();
    const notRequestable = vi.fn();
    instance.on('paymentMethodRequestable', requestable);
    instance.on('noPaymentMethodRequestable', notRequestable);
    fillCard(document, { number: '4242 4242 4242 4242' });
    expect(instance.isPaymentMethodRequestable()).toBe(true);
    instance.clearSelectedPaymentMethod();
    expect([requestable.mock.calls.length, notRequestable.mock.calls.length]).toEqual([1, 1]);
  });

  it('rejects requestPaymentMethod with "No payment method is available." while the card is incomplete', async () => {
    const { dropin } = setup();
    const instance = await dropin.create({ authorization: token, container: '#dropin' });
    await expect(instance.requestPaymentMethod()).rejects.toThrow('No payment method is available.');
  });

  it('rejects create when the authorization is not a client token', async () => {
    const { dropin } = setup();
    await expect(dropin.create({ authorization: 'sandbox_tokenization_key', container: '#dropin' })).rejects.toThrow(
      /error creating Drop-in/,
    );
  });

  it('removes its fields on teardown', async () => {
    const { dropin } = setup();
    const instance = await dropin.create({ authorization: token, container: '#dropin' });
    await instance.teardown();
    expect(document.querySelector('[data-provider-double]')).toBeNull();
  });
});
