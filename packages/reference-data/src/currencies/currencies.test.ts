import { createRequire } from 'node:module';
import currencyCodes from 'currency-codes';
import { describe, expect, it } from 'vitest';
import { currencyExponents } from '../generated/currencyExponents';
import { currencySymbols } from '../generated/currencySymbols';
import { getCurrencyExponent } from './getCurrencyExponent';
import { getCurrencySymbol } from './getCurrencySymbol';

const require = createRequire(import.meta.url);
const symbolMap = require('currency-symbol-map/map') as Record<string, string>;

describe('currencies', () => {
  it('holds the currency-symbol-map symbol of every active ISO 4217 code that has one, about 160', () => {
    const expected = currencyCodes.codes().filter((code) => symbolMap[code] !== undefined);
    expect(Object.keys(currencySymbols).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(150);
    for (const code of expected) expect(getCurrencySymbol(code)).toBe(symbolMap[code]);
  });

  it('holds the ISO 4217 exponent of every active code', () => {
    expect(Object.keys(currencyExponents)).toHaveLength(currencyCodes.codes().length);
    for (const code of currencyCodes.codes()) expect(getCurrencyExponent(code)).toBe(currencyCodes.code(code)?.digits);
  });

  it.each([
    ['EUR', '€'],
    ['usd', '$'],
    [' GBP ', '£'],
    ['CHF', 'CHF'],
  ])('gives %j the symbol %s', (code, symbol) => {
    expect(getCurrencySymbol(code)).toBe(symbol);
  });

  it.each([
    ['EUR', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['CLF', 4],
    ['qar', 2],
  ])('gives %j the exponent %i', (code, exponent) => {
    expect(getCurrencyExponent(code)).toBe(exponent);
  });

  it.each(['', 'XYZ', 'EURO', 'BTC', 'DEM'])('knows nothing of %j', (code) => {
    expect(getCurrencySymbol(code)).toBeUndefined();
    expect(getCurrencyExponent(code)).toBeUndefined();
  });
});
