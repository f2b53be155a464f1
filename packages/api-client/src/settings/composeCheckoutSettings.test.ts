import { describe, expect, it } from 'vitest';
import { defaultCheckoutSettings } from './CheckoutSettings';
import { checkoutFeatureFlags, composeCheckoutSettings } from './composeCheckoutSettings';

describe('composeCheckoutSettings', () => {
  it('gives the documented defaults when no source is there', () => {
    expect(composeCheckoutSettings()).toEqual(defaultCheckoutSettings);
    expect(composeCheckoutSettings({ paymentOptions: null, cart: { settings: null }, flags: {} })).toEqual(
      defaultCheckoutSettings,
    );
  });

  it.each([
    ['the payment options when nothing else says', { po: true, cart: undefined, flag: undefined }, true],
    ['the cart over the payment options', { po: true, cart: false, flag: undefined }, false],
    ['a feature flag over the cart', { po: false, cart: false, flag: true }, true],
    ['the default when all are silent', { po: undefined, cart: undefined, flag: undefined }, false],
  ])('takes the credit check from %s', (_case, { po, cart, flag }, expected) => {
    const settings = composeCheckoutSettings({
      paymentOptions: { settings: { credit_check: po } },
      cart: { settings: { credit_check: cart } },
      flags: { [checkoutFeatureFlags.creditCheck]: flag },
    });
    expect(settings.checks.credit).toBe(expected);
  });

  it('merges required-field switches per field, the cart winning, addresses included', () => {
    const settings = composeCheckoutSettings({
      paymentOptions: {
        settings: { required_fields: { phone: true, vat_number: false, billing: { company: true, city: true } } },
      },
      cart: { settings: { required_fields: { phone: false, billing: { city: false }, shipping: {} } } },
    });
    expect(settings.requiredFields).toEqual({
      phone: false,
      vat_number: false,
      billing: { company: true, city: false },
      shipping: {},
    });
  });

  it('takes checkbox and extras lists whole from the first source that has them', () => {
    const terms = { name: 'terms', label: 'I accept the terms', required: true, url: null };
    const size = { name: 'size', label: 'Frame size', type: 'text' as const, required: false, options: [] };
    const settings = composeCheckoutSettings({
      paymentOptions: { settings: { checkboxes: [terms], extras: [size] } },
      cart: { settings: { extras: [] } },
    });
    expect(settings.checkboxes).toEqual([terms]);
    expect(settings.extras).toEqual([]);
  });

  it('reads sandbox mode from the platform and never from a flag', () => {
    expect(composeCheckoutSettings({ paymentOptions: { settings: { sandbox_mode: true } } }).sandboxMode).toBe(true);
    expect(composeCheckoutSettings({ flags: { sandbox_mode: true } }).sandboxMode).toBe(false);
  });
});
