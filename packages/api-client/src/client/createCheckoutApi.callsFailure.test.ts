import { createFetchDouble, jsonResponse } from '@checkout/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutApiError } from '../CheckoutApiError';
import { createCheckoutApi } from './createCheckoutApi';

// The calls' chunk cannot be fetched (a dropped connection, a deployment that replaced it).
vi.mock('./checkoutCalls', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/checkoutCalls.js');
});

describe('createCheckoutApi when the calls cannot be imported', () => {
  const double = createFetchDouble(() => jsonResponse({ status: true, data: null }));
  const api = createCheckoutApi({ checkoutApiBase: 'http://x.test', apiKey: 'k', fetch: double.fetch });

  it('rejects every call as a network failure, keeping the import error as its cause, and sends nothing', async () => {
    for (const pending of [api.getCart('c1'), api.addVoucher('c1', { voucher_code: 'V', email: 'a@example.com' })]) {
      const error = await pending.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CheckoutApiError);
      expect(error).toMatchObject({ code: 'network' });
      expect((error as CheckoutApiError).cause).toBeInstanceOf(Error);
    }
    expect(double.requests).toHaveLength(0);
  });

  it('preloads without rejecting', async () => {
    await expect(api.preloadOnDemandCalls()).resolves.toBeUndefined();
  });
});
