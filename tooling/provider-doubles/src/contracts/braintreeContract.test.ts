import type { cardPaymentMethodPayload, PaymentMethodPayload } from 'braintree-web-drop-in';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { installBraintreeDouble } from '../braintree/installBraintreeDouble';
import type { verifyThreeDSecure } from '../braintree/verifyThreeDSecure';
import { fillCard } from '../testing/fillCard';
import { stubFetch } from '../testing/stubFetch';
import { type BraintreeContractError, braintreeContract } from './braintreeContract';

const API = 'http://127.0.0.1:4010/sandbox/braintree/merchants/demo-all/client_api';
const token = btoa(
  JSON.stringify({ authorizationFingerprint: 'fp1', configUrl: `${API}/v1/configuration`, clientApiUrl: API }),
);
const statuses: readonly string[] = braintreeContract.threeDSecureStatuses;

/** The fields of a documented rejection the double must reproduce (the inner message only where documented). */
function documented(name: BraintreeContractError) {
  const { braintreeWebError, ...dropinError } = braintreeContract.errors[
    name
  ] as (typeof braintreeContract.errors)[BraintreeContractError] & {
    braintreeWebError?: object;
  };
  return braintreeWebError ? { ...dropinError, braintreeWebError } : dropinError;
}

/** Drop-in over a stubbed client API; `lookup` answers the 3-D Secure lookup, `status` the challenge's. */
function setup(options: { threeDSecure?: boolean; lookup?: [number, unknown]; status?: () => string } = {}) {
  document.body.innerHTML = '<div id="dropin"></div>';
  const info = (status: string) => ({
    status,
    liabilityShifted: status === 'authenticate_successful',
    liabilityShiftPossible: true,
  });
  const stub = stubFetch((request) => {
    if (request.url.includes('/credit_cards'))
      return [201, { creditCards: [{ nonce: 'tokencc_sb_card', details: { cardType: 'Visa', lastFour: '3184' } }] }];
    if (request.url.endsWith('/lookup'))
      return (
        options.lookup ?? [
          201,
          {
            lookup: { acsUrl: `${API}/3ds` },
            paymentMethod: { nonce: 'tokencc_3ds', threeDSecureInfo: info('challenge_required') },
          },
        ]
      );
    if (request.url.includes('/three_d_secure?'))
      return [
        200,
        { paymentMethod: { nonce: 'tokencc_3ds', threeDSecureInfo: info(options.status?.() ?? 'challenge_required') } },
      ];
    return [200, { environment: 'sandbox', threeDSecureEnabled: options.threeDSecure ?? true }];
  });
  const dropin = installBraintreeDouble(window, { fetch: stub.fetch, pollIntervalMs: 5 });
  return dropin.create({ authorization: token, container: '#dropin', threeDSecure: true });
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"][aria-label="3-D Secure authentication"]');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Braintree Drop-in double against the Braintree contract', () => {
  it('uses only documented 3-D Secure statuses, and answers a card payload Drop-in declares', () => {
    type Verified = Awaited<ReturnType<typeof verifyThreeDSecure>>;
    type ThreeDSecureStatus = NonNullable<cardPaymentMethodPayload['threeDSecureInfo']>['status'];
    expectTypeOf<Verified['info']['status']>().toEqualTypeOf<ThreeDSecureStatus>();
    expectTypeOf<cardPaymentMethodPayload>().toExtend<PaymentMethodPayload>();
    expect(statuses).toHaveLength(3);
  });

  it('emits paymentMethodRequestable with its documented payload, and noPaymentMethodRequestable with none', async () => {
    const instance = await setup();
    const requestable = vi.fn();
    const notRequestable = vi.fn();
    instance.on('paymentMethodRequestable', requestable);
    instance.on('noPaymentMethodRequestable', notRequestable);
    fillCard(document, { number: '4242 4242 4242 4242' });
    instance.clearSelectedPaymentMethod();
    expect(requestable.mock.calls).toEqual([[braintreeContract.events.paymentMethodRequestable]]);
    expect(braintreeContract.eventsWithoutPayload).toContain('noPaymentMethodRequestable');
    expect(notRequestable.mock.calls).toEqual([[]]);
  });

  it('rejects an incomplete card with the documented noPaymentMethod error', async () => {
    const instance = await setup();
    await expect(instance.requestPaymentMethod()).rejects.toMatchObject(documented('noPaymentMethod'));
  });

  it('rejects a verification without an amount with the documented threeDSecureMissingAmount error', async () => {
    const instance = await setup();
    fillCard(document, { number: '4242 4242 4242 4242' });
    await expect(instance.requestPaymentMethod()).rejects.toMatchObject(documented('threeDSecureMissingAmount'));
  });

  it('rejects a failed lookup with the documented threeDSecureLookup error', async () => {
    const instance = await setup({ lookup: [500, { error: { message: 'down' } }] });
    fillCard(document, { number: '4242 4242 4242 4242' });
    await expect(instance.requestPaymentMethod({ threeDSecure: { amount: '1.00' } })).rejects.toMatchObject(
      documented('threeDSecureLookup'),
    );
  });

  it('rejects a closed challenge with the documented threeDSecureCanceled error', async () => {
    const instance = await setup();
    fillCard(document, { number: '4000 0027 6000 3184' });
    const paid = instance.requestPaymentMethod({ threeDSecure: { amount: '10.00' } });
    await expect.poll(() => dialog()).not.toBeNull();
    dialog()?.querySelector('button')?.click();
    await expect(paid).rejects.toMatchObject(documented('threeDSecureCanceled'));
  });

  it('rejects create on an account without 3-D Secure with the documented threeDSecureNotEnabled error', async () => {
    await expect(setup({ threeDSecure: false })).rejects.toMatchObject(documented('threeDSecureNotEnabled'));
  });

  it.each([
    ['authenticate_successful', 'shifted'],
    ['authenticate_failed', 'failed'],
  ] as const)('answers a challenge ending %s with the documented %s liability', async (status, liability) => {
    let answered = 'challenge_required';
    const instance = await setup({ status: () => answered });
    fillCard(document, { number: '4000 0027 6000 3184' });
    const paid = instance.requestPaymentMethod({ threeDSecure: { amount: '10.00' } });
    await expect.poll(() => dialog()).not.toBeNull();
    answered = status;
    const payload = (await paid) as cardPaymentMethodPayload;
    expect(statuses).toContain(payload.threeDSecureInfo?.status);
    expect({
      liabilityShifted: payload.liabilityShifted,
      liabilityShiftPossible: payload.liabilityShiftPossible,
    }).toEqual(braintreeContract.liability[liability]);
  });
});
