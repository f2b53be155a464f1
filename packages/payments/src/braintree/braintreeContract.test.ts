// @vitest-environment jsdom
import {
  type BraintreeContractError,
  type BraintreeLiability,
  braintreeContract,
} from '@checkout/provider-doubles/contracts';
import type { Dropin, Options as DropinOptions, PaymentMethodPayload } from 'braintree-web-drop-in';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentReturnRoute } from '../contract/PaymentReturnRoute';
import { PaymentError, type PaymentErrorCode } from '../PaymentError';
import { confirmedOrder, createFakePort } from '../testing/createFakePort';
import { createBraintreeAdapter } from './createBraintreeAdapter';
import { toBraintreePaymentError } from './toBraintreePaymentError';

/** The `PaymentError` code of every documented Drop-in rejection; a new one in the contract fails typecheck here. */
const expectedErrors: Record<BraintreeContractError, PaymentErrorCode> = {
  noPaymentMethod: 'invalid',
  threeDSecureCanceled: 'authentication_failed',
  threeDSecureLookup: 'authentication_failed',
  threeDSecureMissingAmount: 'authentication_failed',
  threeDSecureNotEnabled: 'authentication_failed',
};

/** What paying does with a verified card of each documented liability result: send its nonce, or refuse. */
const expectedLiability: Record<BraintreeLiability, 'sent' | PaymentErrorCode> = {
  shifted: 'sent',
  // The issuer could authenticate and did not: never send the card.
  failed: 'authentication_failed',
  // No 3-D Secure for this card: the platform's rules decide (it may answer its own step-up redirect).
  notPossible: 'sent',
};

const CARD = { type: 'CreditCard', nonce: 'tokencc_3ds', deviceData: '{"correlation_id":"c1"}' };
const checkout = { idempotencyKey: 'k1', amount: { amount: 1050, currency: 'EUR' }, isUpdateContainer: false } as const;

/** The adapter mounted over a Drop-in stand-in whose `create` and `requestPaymentMethod` answer as given. */
async function mounted(answer: { payload?: object; createError?: object } = {}) {
  const handlers = new Map<string, (...payload: unknown[]) => void>();
  const dropin: Partial<Dropin> = {
    on: vi.fn((event: string, handler: (...payload: unknown[]) => void) =>
      handlers.set(event, handler),
    ) as Dropin['on'],
    requestPaymentMethod: vi.fn(() =>
      Promise.resolve(answer.payload ?? CARD),
    ) as unknown as Dropin['requestPaymentMethod'],
    teardown: vi.fn(() => Promise.resolve()) as unknown as Dropin['teardown'],
    clearSelectedPaymentMethod: vi.fn(),
  };
  const create = vi.fn((options: DropinOptions) =>
    answer.createError && options.threeDSecure ? Promise.reject(answer.createError) : Promise.resolve(dropin as Dropin),
  );
  const port = createFakePort({
    getBraintreeData: () => Promise.resolve({ client_token: 'token-1' }),
    createOrder: () => Promise.resolve(confirmedOrder('o1')),
  });
  const adapter = createBraintreeAdapter({
    port,
    sdk: {
      mode: 'sandbox',
      sandboxOrigin: 'http://127.0.0.1:4010',
      loader: { loadScript: () => Promise.resolve({ dropin: { create } }) },
    },
    returnUrl: (route: PaymentReturnRoute) => `http://127.0.0.1:5173/en/k/c1/${route}`,
  });
  await adapter.load({ flow: 'checkout', amount: checkout.amount });
  const onChange = vi.fn();
  await adapter.mount(document.createElement('div'), { onChange });
  return { adapter, port, dropin, create, handlers, onChange };
}

describe('Braintree adapter against the Braintree contract', () => {
  it.each(Object.entries(braintreeContract.errors))('maps the documented rejection %s', (name, shape) => {
    const error = toBraintreePaymentError(Object.assign(new Error(shape.message), shape));
    expect(error.code).toBe(expectedErrors[name as BraintreeContractError]);
    expect(error.message).toBe(shape.message);
  });

  it('reports the documented events as the form becoming complete and incomplete', async () => {
    const { handlers, onChange } = await mounted();
    handlers.get('paymentMethodRequestable')?.(braintreeContract.events.paymentMethodRequestable);
    for (const event of braintreeContract.eventsWithoutPayload) handlers.get(event)?.();
    expect(onChange.mock.calls).toEqual([[{ complete: true }], [{ complete: false }]]);
  });

  it('shows Drop-in without 3-D Secure when create rejects with the documented threeDSecureNotEnabled', async () => {
    const { create } = await mounted({ createError: braintreeContract.errors.threeDSecureNotEnabled });
    expect(create.mock.calls.map(([options]) => options.threeDSecure ?? false)).toEqual([true, false]);
  });

  it.each(Object.entries(braintreeContract.liability))(
    'decides on a card with the %s liability',
    async (name, liability) => {
      const payload = { ...CARD, ...liability } as PaymentMethodPayload;
      const { adapter, port, dropin } = await mounted({ payload });
      const settled = await adapter.pay(checkout).then(
        () => 'sent',
        (error: unknown) => PaymentError.from(error).code,
      );
      expect(settled).toBe(expectedLiability[name as BraintreeLiability]);
      expect(dropin.requestPaymentMethod).toHaveBeenCalledWith(
        expect.objectContaining({ threeDSecure: expect.objectContaining({ amount: '10.50' }) }),
      );
      expect(port.createOrder).toHaveBeenCalledTimes(settled === 'sent' ? 1 : 0);
    },
  );
});
