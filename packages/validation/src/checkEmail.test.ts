import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEmail, isEmail } from './checkEmail';

describe('checkEmail', () => {
  it.each([
    ['', null],
    ['anna@example.com', null],
    [' anna@example.com ', null],
    ['zoë.müller@bücher.de', null],
    ['a+tag@sub.example.co.uk', null],
    ['anna @example.com', 'email_whitespace'],
    ['anna@exa\tmple.com', 'email_whitespace'],
    ['anna', 'email_invalid'],
    ['anna@example', 'email_invalid'],
    ['anna@@example.com', 'email_invalid'],
    ['@example.com', 'email_invalid'],
    ['anna@example..com', 'email_invalid'],
    ['😀@😀.de', null],
    [`${'a'.repeat(10_000)}@example.com`, 'email_invalid'],
  ] as const)('gives %j the code %s', (value, code) => {
    expect(checkEmail(value)).toBe(code);
  });

  it('never throws and agrees with isEmail', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isEmail(value)).toBe(checkEmail(value) === null);
      }),
    );
  });
});
