import type { PaymentMethodOption } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { canUpdate, updatableMethods } from './updatableMethods';

const method = (gateway: PaymentMethodOption['gateway'], version: number | null = null): PaymentMethodOption => ({
  id: `${gateway}-${version ?? 'x'}`,
  gateway,
  name: null,
  version,
});

describe('updatableMethods', () => {
  it.each([
    [method('stripe', 1), true],
    [method('stripe', 2), true],
    [method('adyen'), true],
    [method('braintree'), true],
    [method('mollie'), true],
    [method('paypal'), false],
    [method('offlinegateway'), false],
    [method('payone'), false],
    [method('stripe', 3), false],
  ])('judges %o as updatable: %s', (option, expected) => {
    expect(canUpdate(option)).toBe(expected);
  });

  it('keeps the merchant order of the methods that can update', () => {
    const methods = [method('paypal'), method('braintree'), method('offlinegateway'), method('mollie')];
    expect(updatableMethods(methods).map((option) => option.gateway)).toEqual(['braintree', 'mollie']);
  });
});
