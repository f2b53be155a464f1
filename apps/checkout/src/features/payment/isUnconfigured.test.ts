import { describe, expect, it } from 'vitest';
import { isUnconfigured } from './isUnconfigured';

const none = { adyen: null, stripe: null, paypal: null };
const all = {
  adyen: { clientKey: 'live_KEY', environment: 'live-us' as const },
  stripe: { publishableKey: 'pk_live_x' },
  paypal: { clientId: 'client-id-1' },
};

describe('isUnconfigured', () => {
  it.each([
    ['adyen', 'checkout', none, false, true],
    ['adyen', 'update', none, false, true],
    ['adyen', 'checkout', none, true, false],
    ['adyen', 'checkout', all, false, false],
    ['stripe', 'update', none, false, true],
    ['stripe', 'update', none, true, true],
    ['stripe', 'update', all, false, false],
    ['stripe', 'checkout', none, false, false],
    ['paypal', 'checkout', none, false, false],
    ['mollie', 'update', none, false, false],
  ] as const)('%s in the %s flow (%o, sandbox mode %s): %s', (gateway, flow, providers, sandboxMode, expected) => {
    expect(isUnconfigured(gateway, flow, providers, sandboxMode)).toBe(expected);
  });
});
