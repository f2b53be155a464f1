import { describe, expect, it } from 'vitest';
import { loadedFromProviderHost } from './loadedFromProviderHost';

function script(src: string | null): HTMLScriptElement {
  const element = document.createElement('script');
  if (src !== null) element.setAttribute('src', src);
  return element;
}

describe('loadedFromProviderHost', () => {
  it.each([
    ['https://js.stripe.com/v3/', true],
    ['https://checkoutshopper-live-us.cdn.adyen.com/checkoutshopper/sdk/6.45.0/adyen.js', true],
    ['https://www.paypal.com/sdk/js?client-id=x', true],
    ['http://127.0.0.1:4010/sandbox/sdk/stripe.js', false],
    ['/sandbox/sdk/paypal.js?client-id=x', false],
  ])('tells %s apart (%s)', (src, expected) => {
    expect(loadedFromProviderHost(script(src))).toBe(expected);
  });

  it('is false for an inline script and for none', () => {
    expect(loadedFromProviderHost(script(null))).toBe(false);
    expect(loadedFromProviderHost(null)).toBe(false);
  });
});
