import { describe, expect, it } from 'vitest';
import { composePhoneNumber } from './composePhoneNumber';

describe('composePhoneNumber', () => {
  it.each([
    ['DE', '030 1234567', '+49 30 1234567'],
    ['DE', '+43 1 234567', '+43 1 234567'],
    ['AT', '', ''],
  ])('composes %s %s as %s', (country, number, expected) => {
    expect(composePhoneNumber(country, number)).toBe(expected);
  });
});
