import { createFetchDouble, jsonResponse } from '@checkout/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutApiError } from '../CheckoutApiError';
import { createCheckoutApi } from './createCheckoutApi';

// The on-demand routes' chunk cannot be fetched (a dropped connection, a deployment that replaced it).
vi.mock('./onDemandRoutes', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/onDemandRoutes.js');
});

describe('createCheckoutApi when the on-demand routes cannot be imported', () => {
  const double = createFetchDouble(() => jsonResponse({ status: true, data: null }));
  const api = createCheckoutApi({ checkoutApiBase: 'http://x.test', apiKey: 'k', fetch: double.fetch });

  it('rejects an on-demand call as a network failure, keeping the import error as its cause, and sends nothing', async () => {
    const error = await api.addVoucher('c1', { voucher_code: 'V', email: 'a@example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutApiError);
    expect(error).toMatchObject({ code: 'network' });
    expect((error as CheckoutApiError).cause).toBeInstanceOf(Error);
    expect(double.requests).toHaveLength(0);
  });

  it('still makes the calls a page loads with', async () => {
    await api.getLocale().catch(() => undefined);
    expect(double.requests.map((request) => request.url)).toEqual(['http://x.test/api/k/locale']);
  });

  it('preloads without rejecting', async () => {
    await expect(api.preloadOnDemandCalls()).resolves.toBeUndefined();
  });
});
