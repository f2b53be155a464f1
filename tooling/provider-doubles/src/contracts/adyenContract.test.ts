import type { CoreConfiguration } from '@adyen/adyen-web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAdyenDouble } from '../adyen/installAdyenDouble';
import { fillCard } from '../testing/fillCard';
import { adyenContract } from './adyenContract';

const names: readonly string[] = Object.keys(adyenContract.errors);
const resultCodes: readonly string[] = adyenContract.resultCodes;

async function mountDropin(config: Partial<CoreConfiguration>, selector = '#dropin') {
  document.body.innerHTML = '<div id="dropin"></div>';
  const { AdyenCheckout, Dropin } = installAdyenDouble(window, {
    sandboxOrigin: 'http://127.0.0.1:4010',
    navigate: vi.fn(),
  });
  const checkout = await AdyenCheckout({ countryCode: 'DE', locale: 'en-US', environment: 'test', ...config });
  const dropin = new Dropin(checkout);
  dropin.mount(selector);
  const pay = () => document.querySelector<HTMLButtonElement>('[data-provider-double="adyen-dropin"] button')?.click();
  return { checkout, pay };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Adyen Web double against the Adyen contract', () => {
  it('passes a documented error name to onError when onSubmit is missing', async () => {
    const onError = vi.fn();
    const { pay } = await mountDropin({ onError });
    fillCard(document, { number: '4242 4242 4242 4242' });
    pay();
    expect(onError).toHaveBeenCalledOnce();
    expect(names).toContain(onError.mock.calls[0]?.[0].name);
  });

  it('passes a documented error name to onError for an action it cannot handle', async () => {
    const onError = vi.fn();
    const { pay } = await mountDropin({
      onError,
      onSubmit: (_state, _component, actions) =>
        actions.resolve({ resultCode: 'IdentifyShopper', action: { type: 'threeDS2', paymentMethodType: 'scheme' } }),
    });
    fillCard(document, { number: '4242 4242 4242 4242' });
    pay();
    await expect.poll(() => onError).toHaveBeenCalledOnce();
    expect(names).toContain(onError.mock.calls[0]?.[0].name);
  });

  it('throws a documented error when the root node is missing', async () => {
    const mounting = mountDropin({}, '#missing');
    await expect(mounting).rejects.toSatisfy((error: Error) => names.includes(error.name));
  });

  it.each(['Authorised', 'Refused', 'Cancelled', 'Error'] as const)(
    'reports resultCode %s as a documented result code',
    async (resultCode) => {
      const onPaymentCompleted = vi.fn();
      const onPaymentFailed = vi.fn();
      const { pay } = await mountDropin({
        onPaymentCompleted,
        onPaymentFailed,
        onSubmit: (_state, _component, actions) => actions.resolve({ resultCode }),
      });
      fillCard(document, { number: '4242 4242 4242 4242' });
      pay();
      await expect.poll(() => [...onPaymentCompleted.mock.calls, ...onPaymentFailed.mock.calls]).toHaveLength(1);
      const [data] = [...onPaymentCompleted.mock.calls, ...onPaymentFailed.mock.calls][0] ?? [];
      expect(resultCodes).toContain(data.resultCode);
    },
  );

  it('hands the return parameters to onAdditionalDetails as documented', async () => {
    const onAdditionalDetails = vi.fn();
    const { checkout } = await mountDropin({ onAdditionalDetails });
    checkout.submitDetails(adyenContract.additionalDetails.data);
    const [state] = onAdditionalDetails.mock.calls[0] ?? [];
    expect(state).toEqual(adyenContract.additionalDetails);
    expect(Object.keys(state.data.details)).toEqual(adyenContract.returnParameters);
  });
});
