import { isCountryNameLanguage, loadCountryNames } from '@checkout/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Query options of the country names of a language (one chunk per language); the cart route prefetches them. */
export function countryNamesQuery(locale: string) {
  return queryOptions({
    queryKey: ['country-names', locale],
    queryFn: async () =>
      isCountryNameLanguage(locale)
        ? loadCountryNames(locale)
        : (await import('./intlCountryNames')).intlCountryNames(locale),
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
