import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTestCard, testCardNumbers } from './testCards';

describe('readTestCard', () => {
  it.each([
    ['4242 4242 4242 4242', 'success', 'visa', '4242'],
    ['4000 0000 0000 0002', 'decline', 'visa', '0002'],
    ['4000-0027-6000-3184', 'three_ds', 'visa', '3184'],
    ['test_4242424242424242', 'success', 'visa', '4242'],
    ['5555555555554444', 'success', 'mastercard', '4444'],
    ['4111111111111111', 'decline', 'visa', '1111'],
    ['4242424242424241', 'incorrect_number', 'unknown', ''],
  ])('reads %s as %s', (number, behaviour, brand, last4) => {
    expect(readTestCard(number)).toEqual({ behaviour, brand, last4 });
  });

  it('keeps every documented number Luhn-valid', () => {
    for (const number of Object.keys(testCardNumbers)) {
      expect(readTestCard(number).behaviour).toBe(testCardNumbers[number]);
    }
  });

  it('never accepts input that is not a card number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), (value) => {
        fc.pre(typeof value !== 'string' || !/^\d{12,19}$/.test(value.replace(/[\s-]/g, '')));
        expect(readTestCard(value).behaviour).toBe('incorrect_number');
      }),
    );
  });
});
