import { describe, expect, it } from 'vitest';
import { currencyLocales, isDisplayCurrency } from './currencyLocales';
import { formatMoney } from './formatMoney';

const displayCurrencies = Object.keys(currencyLocales).filter(isDisplayCurrency);

describe('formatMoney', () => {
  it.each(displayCurrencies)('formats %s in its own locale with 2 fraction digits', (currency) => {
    const formatted = formatMoney(123_456_78, currency);
    expect(formatted).toMatchSnapshot();
    expect(formatMoney(123_456_78, currency, 'fi')).toBe(formatted);
  });

  it('uses the table of spec §9', () => {
    expect(currencyLocales).toEqual({
      AUD: 'en-AU',
      CAD: 'en-CA',
      CHF: 'de-CH',
      DKK: 'da-DK',
      EUR: 'de-DE',
      GBP: 'en-GB',
      NOK: 'nb-NO',
      QAR: 'en-GB',
      SEK: 'sv-SE',
      USD: 'en-US',
      ZAR: 'en-GB',
    });
  });

  it('formats EUR the German way whatever the UI language', () => {
    expect(formatMoney(1999, 'EUR', 'en')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(19.99),
    );
  });

  it('accepts lower-case codes', () => {
    expect(formatMoney(500, 'usd')).toBe(formatMoney(500, 'USD'));
  });

  it.each([
    ['JPY', 'de', 1234, 0],
    ['KWD', 'en', 1234, 3],
    ['PLN', 'fr', 1234, 2],
    ['HUF', 'no', 1234, 2],
  ] as const)(
    'formats %s outside the table in the UI locale %s with its ISO exponent',
    (currency, ui, minor, exponent) => {
      const intlLocale = ui === 'no' ? 'nb' : ui;
      const expected = new Intl.NumberFormat(intlLocale, {
        style: 'currency',
        currency,
        minimumFractionDigits: exponent,
        maximumFractionDigits: exponent,
      }).format(minor / 10 ** exponent);
      expect(formatMoney(minor, currency, ui)).toBe(expected);
    },
  );

  it('formats negative amounts and zero', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(-1050, 'USD')).toBe('-$10.50');
  });
});
