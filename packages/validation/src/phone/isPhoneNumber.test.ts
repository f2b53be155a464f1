import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isPhoneNumber, phoneNumberRule } from './isPhoneNumber';

describe('isPhoneNumber', () => {
  it.each([
    [undefined, 'DE'],
    [null, 'DE'],
    ['', 'DE'],
    ['  ', 'DE'],
    ['+49 30 1234567', 'DE'],
    ['030 1234567', 'DE'],
  ] as const)('accepts %j in %s', (value, country) => {
    expect(isPhoneNumber(value, country)).toBe(true);
  });

  it.each([
    ['030 1234567', undefined],
    ['+49 1234', 'DE'],
    [301234567, 'DE'],
    ['😀', 'DE'],
  ] as const)('rejects %j in %s', (value, country) => {
    expect(isPhoneNumber(value, country)).toBe(false);
  });
});

describe('phoneNumberRule', () => {
  it('outputs the E.164 form of a valid national number', () => {
    expect(v.parse(v.pipe(v.string(), phoneNumberRule('DE')), '030 1234567')).toBe('+49301234567');
  });

  it('reports phone_invalid for a number that is not valid for its country', () => {
    const result = v.safeParse(v.pipe(v.string(), phoneNumberRule('DE')), '+49 1234');
    expect(result.issues?.map((issue) => issue.message)).toEqual(['phone_invalid']);
  });

  it('passes an empty string through unchanged', () => {
    expect(v.parse(v.pipe(v.string(), phoneNumberRule('DE')), '')).toBe('');
  });
});
