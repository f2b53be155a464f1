import { locales } from '@checkout/i18n';
import { countries, loadCountryNames } from '@checkout/reference-data';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { countryNamesQuery } from './useCountryNames';

const namesOf = (locale: string) => new QueryClient().fetchQuery(countryNamesQuery(locale));

describe('countryNamesQuery', () => {
  it('loads each of the twelve languages from the reference data, the same names as its own loader', async () => {
    for (const locale of locales) expect(await namesOf(locale), locale).toEqual(await loadCountryNames(locale));
    expect((await namesOf('de')).DE).toBe('Deutschland');
  });

  it('names every country from Intl for a language other than the twelve', async () => {
    const names = await namesOf('pt');
    expect(Object.keys(names)).toHaveLength(countries.length);
    expect(names.DE).toBe(new Intl.DisplayNames(['pt'], { type: 'region' }).of('DE'));
    expect(names.DE).not.toBe('DE');
  });
});
