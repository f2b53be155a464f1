import type { ProviderSandbox } from './ProviderSandbox';
import { randomId } from './shared/randomId';

/** The offline gateway (invoice, bank transfer): every order is accepted as paid; there is nothing to update. */
export const offlineGatewaySandbox: ProviderSandbox = {
  gateway: 'offlinegateway',

  authorize(attempt) {
    if (attempt.purpose === 'update') {
      return Promise.resolve({ kind: 'invalid', message: 'Payment provider type not recognized.' });
    }
    return Promise.resolve({ kind: 'paid', reference: randomId('offline_', 16) });
  },

  register() {
    // The offline gateway has no psp endpoint, hosted page or SDK.
  },
};
