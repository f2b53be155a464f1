import type { CheckoutApi } from '@checkout/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app/AppServices';
import { merchantQueries } from '../../queries/merchantQueries';
import { createQueryClient } from '../../router';
import type { RuntimeConfig } from '../../runtimeConfig';
import { loadMerchant } from './loadMerchant';
import { preloadThemeMaths } from './loadMerchantTheme';

vi.mock('./loadMerchantTheme', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./loadMerchantTheme')>()),
  preloadThemeMaths: vi.fn(),
}));

const theme = { theme: { light: { primary: '#1b4d3e' }, rootVariables: {} } };
const styling = { global: { heading_text_transform: 'uppercase' } };

/** Services whose platform answers the merchant's reads. */
function merchantServices(): AppServices {
  const api = {
    getLocale: vi.fn(async () => ({ data: { messages: {} } })),
    getStyling: vi.fn(async () => ({ data: styling })),
    getTheme: vi.fn(async () => ({ data: theme })),
    getPaymentOptions: vi.fn(async () => ({ data: { payment_methods: [], settings: null } })),
  };
  return {
    config: {} as RuntimeConfig,
    api: () => api as unknown as CheckoutApi,
    reporter: { report: vi.fn() } as unknown as AppServices['reporter'],
  };
}

afterEach(() => {
  vi.mocked(preloadThemeMaths).mockClear();
});

describe('loadMerchant', () => {
  it('starts the colour maths beside the reads when the browser applies the theme itself', async () => {
    const queryClient = createQueryClient();
    const services = merchantServices();
    await loadMerchant(queryClient, services, 'demo-branded', 'en');
    expect(preloadThemeMaths).toHaveBeenCalledOnce();
    expect(queryClient.getQueriesData(merchantQueries.appliedThemesOf('demo-branded'))).toHaveLength(1);
  });

  it('leaves the colour maths alone when the query cache brought this merchant’s applied theme', async () => {
    const queryClient = createQueryClient();
    const services = merchantServices();
    // As a page the server rendered hydrates it.
    queryClient.setQueryData(merchantQueries.appliedTheme(services, 'demo-branded', theme, styling).queryKey, {
      variables: { '--ck-color-primary': '#1b4d3e' },
      issues: [],
    });
    await loadMerchant(queryClient, services, 'demo-branded', 'en');
    expect(preloadThemeMaths).not.toHaveBeenCalled();
    await loadMerchant(queryClient, services, 'demo-minimal', 'en');
    expect(preloadThemeMaths).toHaveBeenCalledOnce();
  });
});
