import type { CheckoutApi } from '@checkout/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createApiPortCalls } from './createApiPortCalls';

function callsWith(api: Partial<Record<keyof CheckoutApi, unknown>>) {
  return createApiPortCalls(api as unknown as CheckoutApi);
}

describe('createApiPortCalls', () => {
  it('reads an order with the caller’s signal and hands over its data', async () => {
    const getOrder = vi.fn(async () => ({ data: { kind: 'found' } }));
    const signal = new AbortController().signal;
    await expect(callsWith({ getOrder }).getOrder('o1', { signal })).resolves.toEqual({ kind: 'found' });
    expect(getOrder).toHaveBeenCalledWith('o1', { signal });
  });

  it('creates a Stripe customer, a missing client secret as null', async () => {
    const createStripeCustomer = vi.fn(async () => ({ data: { customer_id: 'cus_1' } }));
    await expect(callsWith({ createStripeCustomer }).createStripeCustomer('customer-1')).resolves.toEqual({
      customer_id: 'cus_1',
      client_secret: null,
    });
  });

  it('sends Adyen’s details and answers its result, a missing action as null', async () => {
    const getAdyenPaymentDetails = vi.fn(async () => ({
      data: { resultCode: 'Authorised', redirect: false, redirect_url: null, extra: 'dropped' },
    }));
    const request = { details: { redirectResult: 'r' }, paymentData: 'p', isUpdateContainer: true };
    await expect(callsWith({ getAdyenPaymentDetails }).submitAdyenPaymentDetails(request)).resolves.toEqual({
      resultCode: 'Authorised',
      action: null,
      redirect: false,
      redirect_url: null,
    });
    expect(getAdyenPaymentDetails).toHaveBeenCalledWith(request, { signal: undefined });
  });
});
