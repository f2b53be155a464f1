import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckoutApiError } from '../CheckoutApiError';
import { toPathSegment } from './toPathSegment';

describe('toPathSegment', () => {
  it.each([
    ['api_key', 'demo-key'],
    ['cart_id', '5f1c2d3e-0000-4000-8000-000000000001'],
    ['order_id', '10042'],
    ['customer_id', 'cus_Abc.9~x'],
  ])('passes a safe %s unchanged', (name, value) => {
    expect(toPathSegment(name, value)).toBe(value);
  });

  it.each([
    ['cart_id', ''],
    ['cart_id', '..'],
    ['cart_id', '.hidden'],
    ['cart_id', '../orders'],
    ['order_id', 'a/b'],
    ['order_id', 'a\\b'],
    ['customer_id', '%2e%2e%2f'],
    ['api_key', 'key with space'],
    ['api_key', 'x'.repeat(129)],
    ['api_key', undefined],
    ['api_key', 42],
    ['item_id', '..'],
    ['item_id', 'a/b'],
    ['item_id', 'tab\there'],
    ['step', ''],
  ])('rejects %s %j with invalid_argument', (name, value) => {
    expect(() => toPathSegment(name, value)).toThrow(expect.objectContaining({ code: 'invalid_argument', path: name }));
  });

  it('encodes any other parameter so it stays one segment', () => {
    expect(toPathSegment('item_id', 'SKU 1?#&%')).toBe('SKU%201%3F%23%26%25');
  });

  it('never lets a slash or a dot-only segment through, for any input', () => {
    fc.assert(
      fc.property(fc.constantFrom('cart_id', 'item_id', 'country'), fc.string({ maxLength: 300 }), (name, value) => {
        try {
          const segment = toPathSegment(name, value);
          expect(segment).not.toMatch(/[/\\]/);
          expect(decodeURIComponent(segment)).toBe(value);
          expect(segment).not.toMatch(/^\.+$/);
        } catch (error) {
          expect(error).toBeInstanceOf(CheckoutApiError);
        }
      }),
    );
  });
});
