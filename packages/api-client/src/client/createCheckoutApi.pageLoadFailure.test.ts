import { createFetchDouble, jsonResponse } from '@checkout/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutApiError } from '../CheckoutApiError';
import { createCheckoutApi } from './createCheckoutApi';

// The page-load routes' chunk cannot be fetched (a dropped connection, a deployment that replaced it).
vi.mock('./pageLoadRoutes', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/pageLoadRoutes.js');
});

describe('createCheckoutApi when the page-load routes cannot be imported', () => {
  const double = createFetchDouble(() => jsonResponse({ status: true, data: null }));
  const api = createCheckoutApi({ checkoutApiBase: 'http://x.test', apiKey: 'k', fetch: double.fetch });

  it('rejects a page-load call as a network failure, keeping the import error as its cause, and sends nothing', async () => {
    const error = await api.getCart('c1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutApiError);
    expect(error).toMatchObject({ code: 'network' });
    expect((error as CheckoutApiError).cause).toBeInstanceOf(Error);
    expect(double.requests).toHaveLength(0);
  });

  it('still makes the calls imported on demand', async () => {
    await api.getCurrency().catch(() => undefined);
    expect(double.requests.map((request) => request.url)).toEqual(['http://x.test/api/k/currency']);
  });
});
