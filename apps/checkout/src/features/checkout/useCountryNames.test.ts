import { countries } from '@checkout/reference-data';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { countryNamesQuery } from './useCountryNames';

const namesOf = (locale: string) => new QueryClient().fetchQuery(countryNamesQuery(locale));

describe('countryNamesQuery', () => {
  it('loads a carried language from the reference data', async () => {
    expect((await namesOf('de')).DE).toBe('Deutschland');
  });

  it('names every country from Intl for a language the reference data does not carry', async () => {
    const names = await namesOf('sl');
    expect(Object.keys(names)).toHaveLength(countries.length);
    expect(names.DE).toBe(new Intl.DisplayNames(['sl'], { type: 'region' }).of('DE'));
    expect(names.DE).not.toBe('DE');
  });
});
