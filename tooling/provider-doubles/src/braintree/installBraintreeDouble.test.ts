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

describe('Braintree Drop-in double with 3-D Secure', () => {
  function setupThreeDSecure(options: { enabled?: boolean; challenge?: boolean } = {}) {
    document.body.innerHTML = '<div id="dropin"></div>';
    const state = { status: options.challenge ? 'challenge_required' : 'authenticate_successful' };
    const info = () => ({
      status: state.status,
      liabilityShifted: state.status === 'authenticate_successful',
      liabilityShiftPossible: true,
    });
    const stub = stubFetch((request) => {
      if (request.url.includes('/credit_cards'))
        return [201, { creditCards: [{ nonce: 'tokencc_sb_card', details: { cardType: 'Visa', lastFour: '3184' } }] }];
      if (request.url.endsWith('/three_d_secure/lookup'))
        return [
          201,
          {
            lookup: { acsUrl: options.challenge ? 'http://127.0.0.1:4010/sandbox/braintree/3ds/tokencc_3ds_1' : null },
            paymentMethod: { nonce: 'tokencc_3ds_1', threeDSecureInfo: info() },
          },
        ];
      if (request.url.includes('/three_d_secure?'))
        return [200, { paymentMethod: { nonce: 'tokencc_3ds_1', threeDSecureInfo: info() } }];
      return [200, { environment: 'sandbox', threeDSecureEnabled: options.enabled ?? true }];
    });
    const dropin = installBraintreeDouble(window, { fetch: stub.fetch, pollIntervalMs: 5 });
    return { ...stub, dropin, state };
  }

  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"][aria-label="3-D Secure authentication"]');

  it('verifies the card with the amount and shopper data, and answers the verified nonce with liability shifted', async () => {
    const { dropin, requests } = setupThreeDSecure();
    const instance = await dropin.create({ authorization: token, container: '#dropin', threeDSecure: true });
    fillCard(document, { number: '4242 4242 4242 4242', expiry: '05/29', cvc: '123' });
    const payload = await instance.requestPaymentMethod({
      threeDSecure: { amount: '10.50', email: 'ada@example.com', billingAddress: { givenName: 'Ada' } },
    });
    expect(payload).toMatchObject({
      nonce: 'tokencc_3ds_1',
      liabilityShifted: true,
      liabilityShiftPossible: true,
      threeDSecureInfo: { status: 'authenticate_successful', liabilityShifted: true },
    });
    expect(requests.find((request) => request.url.endsWith('/lookup'))).toMatchObject({
      url: `${API}/v1/payment_methods/tokencc_sb_card/three_d_secure/lookup`,
      body: {
        amount: '10.50',
        email: 'ada@example.com',
        billingAddress: { givenName: 'Ada' },
        authorizationFingerprint: 'fp1',
      },
    });
  });

  it('shows the challenge in the page and resolves once it passes', async () => {
    const { dropin, state } = setupThreeDSecure({ challenge: true });
    const instance = await dropin.create({ authorization: token, container: '#dropin', threeDSecure: true });
    fillCard(document, { number: '4000 0027 6000 3184' });
    const paid = instance.requestPaymentMethod({ threeDSecure: { amount: '10.00' } });
    await expect.poll(() => dialog()?.querySelector('iframe')?.src).toContain('/sandbox/braintree/3ds/');
    state.status = 'authenticate_successful';
    await expect(paid).resolves.toMatchObject({ nonce: 'tokencc_3ds_1', liabilityShifted: true });
    expect(dialog()).toBeNull();
  });

  it('resolves a failed challenge with liabilityShifted false and liabilityShiftPossible true, as braintree-web does', async () => {
    const { dropin, state } = setupThreeDSecure({ challenge: true });
    const instance = await dropin.create({ authorization: token, container: '#dropin', threeDSecure: true });
    fillCard(document, { number: '4000 0027 6000 3184' });
    const paid = instance.requestPaymentMethod({ threeDSecure: { amount: '10.00' } });
    await expect.poll(() => dialog()).not.toBeNull();
    state.status = 'authenticate_failed';
    await expect(paid).resolves.toMatchObject({
      liabilityShifted: false,
      liabilityShiftPossible: true,
      threeDSecureInfo: { status: 'authenticate_failed' },
    });
  });

  it('rejects as Drop-in does when the shopper closes the challenge, with the BraintreeError inside', async () => {
    const { dropin } = setupThreeDSecure({ challenge: true });
    const instance = await dropin.create({ authorization: token, container: '#dropin', threeDSecure: true });
    fillCard(document, { number: '4000 0027 6000 3184' });
    const paid = instance.requestPaymentMethod({ threeDSecure: { amount: '10.00' } });
    await expect.poll(() => dialog()).not.toBeNull();
    dialog()?.querySelector('button')?.click();
    await expect(paid).rejects.toMatchObject({
      name: 'DropinError',
      message: 'Something went wrong during 3D Secure authentication. Please try again.',
      braintreeWebError: { code: 'THREEDS_CARDINAL_SDK_CANCELED', type: 'CUSTOMER' },
    });
    expect(instance.isPaymentMethodRequestable()).toBe(false);
  });

  it('rejects a verification without an amount, and create on an account without 3-D Secure', async () => {
    const { dropin } = setupThreeDSecure();
    const instance = await dropin.create({ authorization: token, container: '#dropin', threeDSecure: true });
    fillCard(document, { number: '4242 4242 4242 4242' });
    await expect(instance.requestPaymentMethod()).rejects.toMatchObject({
      braintreeWebError: { code: 'THREEDS_MISSING_VERIFY_CARD_OPTION' },
    });
    const disabled = setupThreeDSecure({ enabled: false });
    await expect(
      disabled.dropin.create({ authorization: token, container: '#dropin', threeDSecure: true }),
    ).rejects.toMatchObject({
      message: '3D Secure failed to set up.',
      braintreeWebError: { code: 'THREEDS_NOT_ENABLED' },
    });
  });
});
