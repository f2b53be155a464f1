// @vitest-environment jsdom
import { type PaypalCaptureIssue, paypalContract } from '@checkout/provider-doubles/contracts';
import type {
  OnApproveActions,
  OnCancelledActions,
  PayPalButtonsComponent,
  PayPalButtonsComponentOptions,
} from '@paypal/paypal-js';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentReturnRoute } from '../contract/PaymentReturnRoute';
import { PaymentError, type PaymentErrorCode } from '../PaymentError';
import { apiFailure, confirmedOrder, createFakePort, testConfirmation } from '../testing/createFakePort';
import { createPaypalAdapter } from './createPaypalAdapter';

/**
 * What the checkout does with every capture issue the platform relays at order creation; a new issue in
 * the contract fails typecheck here. `INSTRUMENT_DECLINED` comes back as a 402 with PayPal's description;
 * `PAYER_ACTION_REQUIRED` as a redirect to the order's `payer-action` link.
 */
const expectedIssues: Record<PaypalCaptureIssue, PaymentErrorCode | 'redirect'> = {
  INSTRUMENT_DECLINED: 'declined',
  PAYER_ACTION_REQUIRED: 'redirect',
};

const RETURN_BASE = 'http://127.0.0.1:5173/en/k/c1';
const checkout = { idempotencyKey: 'k1', amount: { amount: 2599, currency: 'EUR' }, isUpdateContainer: false } as const;

/** The adapter mounted over a PayPal namespace that keeps the Buttons options it was given. */
async function mounted(planId: string | null = null) {
  let options: PayPalButtonsComponentOptions = {};
  const buttons: PayPalButtonsComponent = {
    close: () => Promise.resolve(),
    isEligible: () => true,
    render: () => Promise.resolve(),
    updateProps: () => Promise.resolve(),
    resume: () => undefined,
    hasReturned: () => false,
  };
  const paypal = {
    Buttons: vi.fn((given?: PayPalButtonsComponentOptions) => {
      options = given ?? {};
      return buttons;
    }),
  };
  const port = createFakePort({
    getPaypalData: () => Promise.resolve({ paypal_client_id: 'sb-sandbox-k', plan_id: planId }),
    createOrder: () => Promise.resolve(confirmedOrder('o1')),
  });
  const adapter = createPaypalAdapter({
    port,
    sdk: { mode: 'sandbox', sandboxOrigin: 'http://127.0.0.1:4010', loader: { loadScript: async () => paypal } },
    returnUrl: (route: PaymentReturnRoute) => `${RETURN_BASE}/${route}`,
  });
  await adapter.load({ flow: 'checkout', amount: checkout.amount });
  const onChange = vi.fn();
  const onError = vi.fn();
  await adapter.mount(document.createElement('div'), { onChange, onError });
  return { adapter, port, options: () => options, onChange, onError };
}

describe('PayPal adapter against the PayPal contract', () => {
  it('sends the orderID of the documented onApprove data of an order', async () => {
    const { adapter, port, options } = await mounted();
    await options().onApprove?.(paypalContract.onApprove.order, {} as OnApproveActions);
    await adapter.pay(checkout);
    expect(port.createOrder).toHaveBeenCalledWith(
      {
        payment_method_payload: {
          paypal_order_id: paypalContract.onApprove.order.orderID,
          return_url: `${RETURN_BASE}/redirected`,
        },
      },
      expect.anything(),
    );
  });

  it('creates the subscription for the plan_id and sends the subscriptionID of the documented onApprove data', async () => {
    const { plan_id: planId } = paypalContract.subscriptionRequest;
    const { adapter, port, options } = await mounted(planId);
    const create = vi.fn(() => Promise.resolve(paypalContract.onApprove.subscription.subscriptionID));
    await options().createSubscription?.({}, { subscription: { create, revise: vi.fn() } });
    expect(create).toHaveBeenCalledWith(paypalContract.subscriptionRequest);
    await options().onApprove?.(paypalContract.onApprove.subscription, {} as OnApproveActions);
    await adapter.pay(checkout);
    expect(port.createOrder).toHaveBeenCalledWith(
      { payment_method_payload: { subscription_id: paypalContract.onApprove.subscription.subscriptionID } },
      expect.anything(),
    );
  });

  it('turns the documented onCancel data into cancelled', async () => {
    const { adapter, options, onChange } = await mounted();
    const paying = adapter.pay(checkout);
    options().onCancel?.(paypalContract.onCancel, {} as OnCancelledActions);
    await expect(paying).rejects.toMatchObject({ code: 'cancelled' });
    expect(onChange).toHaveBeenCalledWith({ complete: false });
  });

  it('turns the Error of onError into a server error with its message', async () => {
    const { adapter, options } = await mounted();
    const paying = adapter.pay(checkout);
    options().onError?.(new Error(paypalContract.onError.message) as unknown as Record<string, unknown>);
    await expect(paying).rejects.toMatchObject({ code: 'server', message: paypalContract.onError.message });
  });

  it.each(Object.values(paypalContract.captureIssues))('handles the relayed capture issue $issue', async (shape) => {
    const { adapter, port, options } = await mounted();
    if (shape.issue === 'PAYER_ACTION_REQUIRED') {
      port.createOrder.mockResolvedValueOnce({
        redirect: true,
        redirect_url: paypalContract.payerActionLink.href,
        order_id: 'o3',
        confirmation: null,
      });
    } else {
      port.createOrder.mockRejectedValueOnce(apiFailure(402, shape.description));
    }
    await options().onApprove?.(paypalContract.onApprove.order, {} as OnApproveActions);
    const settled = await adapter.pay(checkout).then(
      (outcome) => ({ code: outcome.status, message: outcome.status === 'redirect' ? outcome.url : '' }),
      (error: unknown) => ({ code: PaymentError.from(error).code, message: PaymentError.from(error).message }),
    );
    expect(settled.code).toBe(expectedIssues[shape.issue]);
    // The shopper sees PayPal's own words for a decline, and is sent to exactly the payer-action link.
    expect(settled.message).toBe(
      shape.issue === 'PAYER_ACTION_REQUIRED' ? paypalContract.payerActionLink.href : shape.description,
    );
  });

  it('settles a return carrying the documented parameters from the order, never from token or PayerID', async () => {
    const { adapter, port } = await mounted();
    port.getOrder.mockImplementation((orderId) => Promise.resolve(testConfirmation(orderId, 'open')));
    const url = new URL(`${RETURN_BASE}/redirected?order_id=o3`);
    for (const name of paypalContract.returnParameters) url.searchParams.set(name, `forged-${name}`);
    await expect(adapter.handleReturn({ url: url.href, pending: null })).resolves.toMatchObject({
      status: 'confirmed',
      orderId: 'o3',
    });
    expect(port.getOrder).toHaveBeenCalledExactlyOnceWith('o3', expect.anything());
    url.searchParams.delete('order_id');
    await expect(adapter.handleReturn({ url: url.href, pending: null })).rejects.toMatchObject({ code: 'invalid' });
  });
});
