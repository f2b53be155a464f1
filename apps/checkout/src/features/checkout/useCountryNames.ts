import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { importCountryNames } from './importCountryNames';

/** Country names from `Intl` for a language other than the checkout's twelve; the country list is imported with them. */
async function intlNames(locale: string): Promise<Record<string, string>> {
  const { countries } = await import('./countryList');
  const display = new Intl.DisplayNames([locale], { type: 'region' });
  return Object.fromEntries(countries.map((country) => [country.alpha2, display.of(country.alpha2) ?? country.alpha2]));
}

/** Query options of the country names of a language (one chunk per language); the cart route prefetches them. */
export function countryNamesQuery(locale: string) {
  return queryOptions({
    queryKey: ['country-names', locale],
    queryFn: async () => (await importCountryNames(locale))?.names ?? intlNames(locale),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Localized country names, and a lookup that falls back to the code. */
export function useCountryNames(locale: string) {
  const query = useQuery(countryNamesQuery(locale));
  const names = query.data;
  const nameOf = useCallback((alpha2: string) => names?.[alpha2.toUpperCase()] ?? alpha2, [names]);
  return { names: names ?? null, nameOf };
}
