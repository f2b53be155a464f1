import { followRedirect, isAllowedRedirect } from '@checkout/payments';
import { describe, expect, it, vi } from 'vitest';
import { redirectAllowlistOf } from './redirectAllowlistOf';

const APP = 'https://checkout.shop.example';
/** The runtime configuration against a real platform, as `readRuntimeConfig` makes it. */
const production = { checkoutApiBase: 'https://api.platform.example', sandboxOrigin: null };

describe('redirectAllowlistOf', () => {
  it('refuses a URL on the platform’s origin with the production configuration (no sandbox)', () => {
    const allowlist = redirectAllowlistOf(production, APP);
    const assign = vi.fn();
    expect(isAllowedRedirect('http://127.0.0.1:4010/sandbox/mollie/checkout/tr_1', allowlist)).toBe(false);
    expect(followRedirect('https://api.platform.example/phish', allowlist, { assign }).status).toBe('refused');
    expect(assign).not.toHaveBeenCalled();
  });

  it('allows the sandbox’s hosted pages when the configuration names the sandbox', () => {
    const allowlist = redirectAllowlistOf({ sandboxOrigin: 'http://127.0.0.1:4010' }, APP);
    expect(isAllowedRedirect('http://127.0.0.1:4010/sandbox/mollie/checkout/tr_1', allowlist)).toBe(true);
    expect(isAllowedRedirect('https://api.platform.example/phish', allowlist)).toBe(false);
  });

  it('allows the providers’ hosts and this app’s return routes either way', () => {
    for (const sandboxOrigin of [null, 'http://127.0.0.1:4010']) {
      const allowlist = redirectAllowlistOf({ sandboxOrigin }, APP);
      expect(isAllowedRedirect('https://www.mollie.com/checkout/select-method/7UhSN1zuXS', allowlist)).toBe(true);
      expect(isAllowedRedirect(`${APP}/en/shop/cart-1/redirected`, allowlist)).toBe(true);
      expect(isAllowedRedirect('https://evil.example/phish', allowlist)).toBe(false);
    }
  });

  it('allows exactly the origins the operator lists (REDIRECT_ORIGINS), and nothing near them', () => {
    const allowlist = redirectAllowlistOf(
      { ...production, redirectOrigins: ['https://pay.offline-gateway.example'] },
      APP,
    );
    expect(isAllowedRedirect('https://pay.offline-gateway.example/pay/offline_1', allowlist)).toBe(true);
    expect(isAllowedRedirect('https://pay.offline-gateway.example:8443/pay/offline_1', allowlist)).toBe(false);
    expect(isAllowedRedirect('https://evil.pay.offline-gateway.example/pay/offline_1', allowlist)).toBe(false);
    expect(isAllowedRedirect('http://pay.offline-gateway.example/pay/offline_1', allowlist)).toBe(false);
    expect(
      isAllowedRedirect('https://pay.offline-gateway.example/pay/offline_1', redirectAllowlistOf(production, APP)),
    ).toBe(false);
  });

  it('takes the page’s own origin by default', () => {
    const allowlist = redirectAllowlistOf({ sandboxOrigin: null });
    expect(isAllowedRedirect(`${window.location.origin}/en/shop/cart-1/redirected`, allowlist)).toBe(true);
  });
});
