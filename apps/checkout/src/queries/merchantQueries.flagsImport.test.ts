import type { CheckoutApi } from '@checkout/api-client';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../app/AppServices';
import { createQueryClient } from '../router';
import type { RuntimeConfig } from '../runtimeConfig';
import { merchantQueries } from './merchantQueries';

// The flag service's client cannot be fetched (a dropped connection, a deployment that replaced it).
vi.mock('../features/flags/fetchFeatureFlags', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/fetchFeatureFlags.js');
});

describe('merchantQueries.featureFlags when the flag client cannot be imported', () => {
  it('reads no flags and reports it, as when the service fails', async () => {
    const report = vi.fn();
    const services: AppServices = {
      config: { featureFlagsUrl: 'http://flags.test/api/frontend', featureFlagsClientKey: null } as RuntimeConfig,
      api: () => ({}) as CheckoutApi,
      reporter: { report } as unknown as AppServices['reporter'],
    };
    await expect(createQueryClient().fetchQuery(merchantQueries.featureFlags(services, 'demo'))).resolves.toEqual({});
    expect(report).toHaveBeenCalledWith(expect.any(Error), 'feature flags');
  });
});
