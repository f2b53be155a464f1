import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPaypalDouble } from '../paypal/installPaypalDouble';
import { stubFetch } from '../testing/stubFetch';
import { paypalContract } from './paypalContract';

const approveFields: readonly string[] = paypalContract.approveFields;

/** Renders the double's button over a stubbed PayPal API whose objects move to `status` once created. */
async function renderButtons(options: PayPalButtonsComponentOptions, answer: Parameters<typeof stubFetch>[0]) {
  document.body.innerHTML = '<div id="paypal"></div>';
  const stub = stubFetch(answer);
  const paypal = installPaypalDouble(window, {
    sandboxOrigin: 'http://127.0.0.1:4010',
    fetch: stub.fetch,
    clientId: 'sb-sandbox-demo-all',
    pollIntervalMs: 5,
  });
  await paypal.Buttons(options).render('#paypal');
  document.querySelector<HTMLButtonElement>('[data-provider-double="paypal"]')?.click();
  return stub;
}

/** A PayPal API whose object is `id` in `status`, with the payer once approved. */
const api =
  (id: string, status: string): Parameters<typeof stubFetch>[0] =>
  (request) =>
    request.method === 'POST' ? [201, { id, status: 'CREATED' }] : [200, { id, status, payer: { payer_id: 'QYR5Z8' } }];

const createOrder: PayPalButtonsComponentOptions['createOrder'] = (_data, actions) =>
  actions.order.create({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EUR', value: '1.00' } }] });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PayPal Buttons double against the PayPal contract', () => {
  it('approves an order with orderID and documented fields only', async () => {
    const onApprove = vi.fn(async () => undefined);
    await renderButtons({ createOrder, onApprove }, api('5O190127TN364715T', 'APPROVED'));
    await expect.poll(() => onApprove).toHaveBeenCalledOnce();
    const [data] = onApprove.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(Object.keys(data).filter((key) => !approveFields.includes(key))).toEqual([]);
    expect(data.orderID).toBe('5O190127TN364715T');
    expect(data.subscriptionID ?? null).toBeNull();
  });

  it('creates a subscription from its plan_id and approves it with subscriptionID', async () => {
    const onApprove = vi.fn(async () => undefined);
    const { requests } = await renderButtons(
      {
        createSubscription: (_data, actions) => actions.subscription.create(paypalContract.subscriptionRequest),
        onApprove,
      },
      api('I-BW452GLLEP1G', 'ACTIVE'),
    );
    await expect.poll(() => onApprove).toHaveBeenCalledOnce();
    expect(requests[0]?.body).toEqual(paypalContract.subscriptionRequest);
    const [data] = onApprove.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(Object.keys(data).filter((key) => !approveFields.includes(key))).toEqual([]);
    expect(data.subscriptionID).toBe('I-BW452GLLEP1G');
  });

  it('cancels with the documented onCancel data when the payer closes PayPal', async () => {
    const onCancel = vi.fn();
    await renderButtons({ createOrder, onCancel }, api('5O190127TN364715T', 'CREATED'));
    await expect.poll(() => document.querySelector('[role="dialog"] button')).not.toBeNull();
    document.querySelector<HTMLButtonElement>('[role="dialog"] button')?.click();
    await expect.poll(() => onCancel).toHaveBeenCalledOnce();
    expect(onCancel.mock.calls[0]?.[0]).toEqual(paypalContract.onCancel);
  });

  it('passes an Error to onError when createOrder gives no order id', async () => {
    const onError = vi.fn();
    await renderButtons({ createOrder: () => Promise.resolve(''), onError }, api('unused', 'CREATED'));
    await expect.poll(() => onError).toHaveBeenCalledOnce();
    const [error] = onError.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(paypalContract.onError.message);
  });
});
