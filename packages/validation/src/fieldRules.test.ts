import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type FieldRuleName, failedFieldRules, fieldRules } from './fieldRules';
import { isMaxPercent, maxPercentRule } from './isMaxPercent';
import { isNegative, negativeRule } from './isNegative';
import { isNoDecimal, noDecimalRule } from './isNoDecimal';
import { isNotZero, notZeroRule } from './isNotZero';
import { isNumber, numberRule } from './isNumber';
import { isNumeric, numericRule } from './isNumeric';
import { isPositive, positiveRule } from './isPositive';
import { isRequired, requiredRule } from './isRequired';
import { isSingleCharacter, singleCharacterRule } from './isSingleCharacter';
import { isUrl, urlRule } from './isUrl';
import { isZeroOrNegative, zeroOrNegativeRule } from './isZeroOrNegative';
import { isZeroOrPositive, zeroOrPositiveRule } from './isZeroOrPositive';
import { validationIssueCodes } from './validationIssueCodes';

const rules = [
  ['required', isRequired, requiredRule],
  ['no_decimal', isNoDecimal, noDecimalRule],
  ['not_zero', isNotZero, notZeroRule],
  ['negative', isNegative, negativeRule],
  ['numeric', isNumeric, numericRule],
  ['positive', isPositive, positiveRule],
  ['number', isNumber, numberRule],
  ['url', isUrl, urlRule],
  ['zero_or_negative', isZeroOrNegative, zeroOrNegativeRule],
  ['zero_or_positive', isZeroOrPositive, zeroOrPositiveRule],
  ['single_character', isSingleCharacter, singleCharacterRule],
  ['max_percent', isMaxPercent, maxPercentRule],
] as const;

const anyInput = fc.oneof(
  fc.anything(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^\s*[+-]?\d{0,6}[.,]?\d{0,4}\s*$/),
  fc.double(),
);

describe('fieldRules', () => {
  it('lists the twelve rules of spec §5, each named by an issue code', () => {
    expect(Object.keys(fieldRules)).toHaveLength(12);
    for (const name of Object.keys(fieldRules)) expect(validationIssueCodes).toContain(name);
  });

  it.each(rules)('maps %s to its predicate', (name, predicate) => {
    expect(fieldRules[name]).toBe(predicate);
  });

  it.each(rules)('never throws and always answers a boolean for %s, on any input', (_name, predicate) => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(typeof predicate(input)).toBe('boolean');
      }),
    );
  });

  it.each(rules)('makes the %s action agree with its predicate on any input', (name, predicate, action) => {
    const schema = v.pipe(v.unknown(), action());
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = v.safeParse(schema, input);
        expect(result.success).toBe(predicate(input));
        if (!result.success) expect(result.issues[0].message).toBe(name);
      }),
    );
  });

  it.each(rules.filter(([name]) => name !== 'required'))('lets %s accept every empty value', (_name, predicate) => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, null, ''), fc.stringMatching(/^\s*$/), (empty, blank) => {
        expect(predicate(empty)).toBe(true);
        expect(predicate(blank)).toBe(true);
      }),
    );
  });

  it('keeps the sign rules consistent with each other on any number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(isZeroOrPositive(n)).toBe(isPositive(n) || n === 0);
        expect(isZeroOrNegative(n)).toBe(isNegative(n) || n === 0);
        expect(isNotZero(n)).toBe(isPositive(n) || isNegative(n));
      }),
    );
  });
});

describe('failedFieldRules', () => {
  it.each([
    ['', ['required', 'number'], ['required']],
    ['1,5', ['required', 'number', 'no_decimal', 'positive'], ['no_decimal']],
    ['-3', ['number', 'positive', 'max_percent'], ['positive']],
    ['150', ['number', 'max_percent'], ['max_percent']],
    ['abc', ['url', 'numeric'], ['url', 'numeric']],
  ] as const)('reports which rules %j fails out of %j', (value, names, failed) => {
    expect(failedFieldRules(value, names as readonly FieldRuleName[])).toEqual(failed);
  });
});
