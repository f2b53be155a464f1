import type { CoreConfiguration } from '@adyen/adyen-web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillCard } from '../testing/fillCard';
import { stubFetch } from '../testing/stubFetch';
import { installAdyenDouble } from './installAdyenDouble';

afterEach(() => {
  document.body.innerHTML = '';
});

async function mountDropin(config: Partial<CoreConfiguration>) {
  document.body.innerHTML = '<div id="dropin"></div>';
  const navigate = vi.fn();
  const { AdyenCheckout, Dropin } = installAdyenDouble(window, { sandboxOrigin: 'http://127.0.0.1:4010', navigate });
  const checkout = await AdyenCheckout({ countryCode: 'DE', locale: 'en-US', environment: 'test', ...config });
  const dropin = new Dropin(checkout).mount('#dropin');
  const pay = () => document.querySelector<HTMLButtonElement>('[data-provider-double="adyen-dropin"] button')?.click();
  return { checkout, dropin, navigate, pay };
}

describe('Adyen Web double', () => {
  it('hands Adyen state with test_ card fields and browserInfo to onSubmit', async () => {
    const onSubmit = vi.fn();
    const { pay } = await mountDropin({ onSubmit });
    fillCard(document, { number: '4242 4242 4242 4242', expiry: '03/30', cvc: '737' });
    pay();
    expect(onSubmit).toHaveBeenCalledOnce();
    const [state] = onSubmit.mock.calls[0] ?? [];
    expect(state).toMatchObject({
      isValid: true,
      data: {
        paymentMethod: {
          type: 'scheme',
          encryptedCardNumber: 'test_4242424242424242',
          encryptedExpiryMonth: 'test_03',
          encryptedExpiryYear: 'test_2030',
          encryptedSecurityCode: 'test_737',
        },
        browserInfo: expect.objectContaining({ language: expect.any(String) }),
      },
    });
  });

  it('does not submit while the card is incomplete', async () => {
    const onSubmit = vi.fn();
    const { pay } = await mountDropin({ onSubmit });
    fillCard(document, { number: '4242' });
    pay();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('navigates to the 3-D Secure page when the server resolves with a redirect action', async () => {
    const url = 'http://127.0.0.1:4010/sandbox/adyen/3ds/ABC';
    const { pay, navigate } = await mountDropin({
      onSubmit: (_state, _component, actions) =>
        actions.resolve({
          resultCode: 'RedirectShopper',
          action: { type: 'redirect', url, method: 'GET', paymentMethodType: 'scheme' },
        }),
    });
    fillCard(document, { number: '4000 0027 6000 3184' });
    pay();
    expect(navigate).toHaveBeenCalledWith(url);
  });

  it.each([
    ['Authorised', 'onPaymentCompleted'],
    ['Refused', 'onPaymentFailed'],
  ] as const)('reports %s through %s', async (resultCode, callback) => {
    const handlers = { onPaymentCompleted: vi.fn(), onPaymentFailed: vi.fn() };
    const { pay } = await mountDropin({ ...handlers, onSubmit: (_s, _c, actions) => actions.resolve({ resultCode }) });
    fillCard(document, { number: '4242 4242 4242 4242' });
    pay();
    expect(handlers[callback]).toHaveBeenCalledWith({ resultCode }, expect.anything());
  });

  it('routes submitDetails to onAdditionalDetails with the redirect result', async () => {
    const onAdditionalDetails = vi.fn();
    const { checkout } = await mountDropin({ onAdditionalDetails });
    checkout.submitDetails({ details: { redirectResult: 'Ab02b4c0!xyz' } });
    expect(onAdditionalDetails).toHaveBeenCalledWith(
      { data: { details: { redirectResult: 'Ab02b4c0!xyz' } } },
      expect.anything(),
      expect.objectContaining({ resolve: expect.any(Function) }),
    );
  });

  it('calls onError with an IMPLEMENTATION_ERROR when there is no onSubmit (sessions flow)', async () => {
    const onError = vi.fn();
    const { pay } = await mountDropin({ onError });
    fillCard(document, { number: '4242 4242 4242 4242' });
    pay();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'IMPLEMENTATION_ERROR' }), expect.anything());
  });

  it.each([
    ['test', 'https://checkoutshopper-test.adyen.com'],
    ['live-us', 'https://checkoutshopper-live-us.adyen.com'],
  ] as const)(
    "sets up analytics on the %s environment's API host when it was loaded from Adyen's host",
    async (environment, host) => {
      const stub = stubFetch(() => [200, { checkoutAttemptId: 'attempt-1' }]);
      const { AdyenCheckout } = installAdyenDouble(window, { fetch: stub.fetch, providerHosts: true });
      await AdyenCheckout({ clientKey: 'test_KEY', environment, countryCode: 'DE', locale: 'en-US' });
      expect(stub.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
        `POST ${host}/checkoutshopper/v3/analytics?clientKey=test_KEY`,
      ]);
    },
  );

  it('calls nothing at AdyenCheckout when it was loaded from the sandbox', async () => {
    const stub = stubFetch(() => [200, {}]);
    const { AdyenCheckout } = installAdyenDouble(window, { sandboxOrigin: 'http://127.0.0.1:4010', fetch: stub.fetch });
    await AdyenCheckout({ clientKey: 'test_KEY', environment: 'test' });
    expect(stub.requests).toEqual([]);
  });
});
