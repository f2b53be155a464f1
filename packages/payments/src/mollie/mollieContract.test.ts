import { type MollieStatus, mollieContract } from '@checkout/provider-doubles/contracts';
import { describe, expect, it } from 'vitest';
import { PaymentError, type PaymentErrorCode } from '../PaymentError';
import { adapterOptions } from '../testing/adapterOptions';
import { apiFailure, createFakePort, testConfirmation } from '../testing/createFakePort';
import { createMollieAdapter } from './createMollieAdapter';

/** How a checkout return settles for every documented Mollie status; a new status fails typecheck here. */
const expectedReturns: Record<MollieStatus, 'confirmed' | 'pending' | PaymentErrorCode> = {
  open: 'pending',
  pending: 'pending',
  authorized: 'confirmed',
  paid: 'confirmed',
  canceled: 'declined',
  expired: 'declined',
  failed: 'declined',
};

/** The order status the platform gives an order once Mollie's webhook reports the payment's meaning. */
const platformOrderStatus = { paid: 'open', unpaid: 'cancelled', undecided: 'draft' } as const;

const RETURN = 'http://127.0.0.1:4000/en/key/cart/mollie-redirected/v2';

/** The return URL as Mollie sends the shopper back: ours, with the documented parameters (none) added. */
function returnUrl(query: Record<string, string>): string {
  const url = new URL(RETURN);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  for (const name of mollieContract.returnParameters) url.searchParams.set(name, 'from-mollie');
  return url.href;
}

/** What the adapter's return handling ends in: an outcome status or a `PaymentError` code. */
function settled(promise: Promise<{ status: string }>): Promise<string> {
  return promise.then(
    (outcome) => outcome.status,
    (error: unknown) => PaymentError.from(error).code,
  );
}

describe('Mollie adapter against the Mollie contract', () => {
  it.each(Object.entries(mollieContract.statuses) as [MollieStatus, keyof typeof platformOrderStatus][])(
    'settles a return whose payment is %s (%s) from the order the return names',
    async (status, meaning) => {
      const port = createFakePort({
        getOrder: (orderId) => Promise.resolve(testConfirmation(orderId, platformOrderStatus[meaning])),
      });
      const adapter = createMollieAdapter(adapterOptions(port, 2));
      const url = returnUrl({ [mollieContract.returnIdentifier]: 'o1' });
      expect(await settled(adapter.handleReturn({ url, pending: null }))).toBe(expectedReturns[status]);
      expect(port.getOrder).toHaveBeenCalledExactlyOnceWith('o1', expect.anything());
    },
  );

  it('refuses a return without our order id, whatever else the URL carries', async () => {
    const port = createFakePort();
    const adapter = createMollieAdapter(adapterOptions(port, 2));
    const url = returnUrl({ id: 'tr_WDqYK6vllg', status: 'paid' });
    expect(await settled(adapter.handleReturn({ url, pending: null }))).toBe('server');
    expect(port.getOrder).not.toHaveBeenCalled();
  });

  it.each(['../../admin', 'o1;drop', 'x'.repeat(65)])('refuses the malformed order id %s unasked', async (orderId) => {
    const port = createFakePort();
    const adapter = createMollieAdapter(adapterOptions(port, 2));
    const url = returnUrl({ [mollieContract.returnIdentifier]: orderId });
    expect(await settled(adapter.handleReturn({ url, pending: null }))).toBe('server');
    expect(port.getOrder).not.toHaveBeenCalled();
  });

  it('confirms nothing for an order id the platform does not know for this shop', async () => {
    const port = createFakePort({ getOrder: () => Promise.reject(apiFailure(404, 'Order not found.')) });
    const adapter = createMollieAdapter(adapterOptions(port, 2));
    const url = returnUrl({ [mollieContract.returnIdentifier]: 'someone-elses-order' });
    expect(await settled(adapter.handleReturn({ url, pending: null }))).toBe('server');
  });

  it('prefers the stored pending order over the order id of the URL', async () => {
    const port = createFakePort({ getOrder: (orderId) => Promise.resolve(testConfirmation(orderId, 'open')) });
    const adapter = createMollieAdapter(adapterOptions(port, 2));
    const pending = {
      adapterId: 'mollie',
      flow: 'checkout',
      orderId: 'o1',
      target: null,
      idempotencyKey: 'k1',
    } as const;
    const url = returnUrl({ [mollieContract.returnIdentifier]: 'o2' });
    expect(await settled(adapter.handleReturn({ url, pending }))).toBe('confirmed');
    expect(port.getOrder).toHaveBeenCalledExactlyOnceWith('o1', expect.anything());
  });
});
