import { describe, expect, it } from 'vitest';
import { isShippingUnavailable, type ShippingLoadState } from './isShippingUnavailable';

const loaded: ShippingLoadState = {
  countriesFetched: true,
  countryCount: 38,
  choiceEnabled: true,
  countrySupported: true,
  methodsSettled: true,
  methodCount: 2,
};

describe('isShippingUnavailable', () => {
  it.each<[string, Partial<ShippingLoadState>, boolean]>([
    ['everything loaded', {}, false],
    ['the countries failed (an empty list)', { countryCount: 0 }, true],
    ['the countries are still loading', { countriesFetched: false, countryCount: 0 }, false],
    ['the methods failed for a shipped-to country', { methodCount: 0 }, true],
    ['the methods are still loading', { methodsSettled: false, methodCount: 0 }, false],
    ['the country is not shipped to (its own message)', { countrySupported: false, methodCount: 0 }, false],
    ['the merchant picks the method', { choiceEnabled: false, methodCount: 0 }, false],
  ])('answers for %s', (_name, change, expected) => {
    expect(isShippingUnavailable({ ...loaded, ...change })).toBe(expected);
  });
});
