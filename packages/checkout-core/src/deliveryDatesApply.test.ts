import type { CartItem } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { deliveryDatesApply } from './deliveryDatesApply';

const line = (rental: CartItem['rental']) => ({ rental }) as CartItem;

describe('deliveryDatesApply', () => {
  it.each<[string, boolean, CartItem[], boolean]>([
    ['a rental cart of a merchant that checks dates', true, [line(null), line({ months: 12 })], true],
    ['a cart without rental lines', true, [line(null), line(null)], false],
    ['an empty cart', true, [], false],
    ['a rental cart of a merchant that does not check dates', false, [line({ months: 6 })], false],
  ])('%s: %s', (_, deliveryDates, items, expected) => {
    expect(deliveryDatesApply({ deliveryDates }, { items })).toBe(expected);
  });
});
