import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentError, REDIRECT_REFUSED_MESSAGE } from '../PaymentError';
import { redirectBypasses } from '../testing/redirectBypasses';
import { createRedirectAllowlist } from './createRedirectAllowlist';
import { followRedirect } from './followRedirect';

const allowlist = createRedirectAllowlist({ sandboxOrigin: 'http://127.0.0.1:4010' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('followRedirect', () => {
  it('assigns an allowed URL and says the page is navigating', () => {
    const assign = vi.fn();
    const url = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';
    expect(followRedirect(url, allowlist, { assign })).toEqual({ status: 'navigating' });
    expect(assign).toHaveBeenCalledExactlyOnceWith(url);
  });

  it('navigates nowhere for a URL off the allowlist and returns the redirect_refused error', () => {
    const assign = vi.fn();
    const result = followRedirect('https://evil.example/phish', allowlist, { assign });
    expect(assign).not.toHaveBeenCalled();
    expect(result.status).toBe('refused');
    const error = result.status === 'refused' ? result.error : null;
    expect(error).toBeInstanceOf(PaymentError);
    expect(error?.code).toBe('redirect_refused');
    expect(error?.message).toBe(REDIRECT_REFUSED_MESSAGE);
    expect(error?.retryable).toBe(false);
  });

  it('follows none of the bypass corpus', () => {
    const assign = vi.fn();
    const followed = redirectBypasses.filter((url) => followRedirect(url, allowlist, { assign }).status !== 'refused');
    expect(followed).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses the platform’s own origin unless it is the configured sandbox', () => {
    const platform = 'https://api.platform.example/pay/evil';
    const assign = vi.fn();
    expect(followRedirect(platform, createRedirectAllowlist(), { assign }).status).toBe('refused');
    const sandbox = createRedirectAllowlist({ sandboxOrigin: 'https://api.platform.example' });
    expect(followRedirect(platform, sandbox, { assign }).status).toBe('navigating');
    expect(assign).toHaveBeenCalledExactlyOnceWith(platform);
  });

  it('assigns the page’s location by default', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    expect(followRedirect('https://checkout.stripe.com/c/pay/cs_1', allowlist).status).toBe('navigating');
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://checkout.stripe.com/c/pay/cs_1');
  });
});
