import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVatNumber } from './isVatNumber';

describe('isVatNumber', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    ['DE123456789', undefined],
    ['de 123 456 789', undefined],
    ['ATU12345678', undefined],
    ['NL123456789B01', undefined],
    ['FR12345678901', undefined],
    ['EL123456789', undefined],
    ['GR123456789', undefined],
    ['ESX1234567X', undefined],
    ['IE1234567WA', undefined],
    ['123456789', 'DE'],
    ['CHE-123.456.789 MWST', 'CH'],
    ['GB123456789', undefined],
  ] as const)('accepts %j (country %s)', (value, country) => {
    expect(isVatNumber(value, country)).toBe(true);
  });

  it.each([
    ['DE12345678', undefined],
    ['DE1234567890', undefined],
    ['ATU1234567', undefined],
    ['NL123456789', undefined],
    ['12345678', 'DE'],
    ['ABC', undefined],
    ['🙂🙂🙂🙂', undefined],
    ['DE123456789'.repeat(1000), undefined],
    [42, undefined],
  ] as const)('rejects %j (country %s)', (value, country) => {
    expect(isVatNumber(value, country)).toBe(false);
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.string({ maxLength: 3 })), (value, country) => {
        expect(typeof isVatNumber(value, country)).toBe('boolean');
      }),
    );
  });
});
