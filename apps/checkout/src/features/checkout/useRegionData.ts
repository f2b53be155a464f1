import { hasRegions } from '@checkout/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The region tables, imported once, the first time a country with regions is shown (a chunk of their own). */
export const regionDataQuery = queryOptions({
  queryKey: ['region-data'] as const,
  queryFn: () => import('./regionData'),
  staleTime: Number.POSITIVE_INFINITY,
  structuralSharing: false,
});

/** What the address fields know of a country's regions. */
export interface RegionData {
  /** The country has regions (AU, CA, ES, IT, US): the fields show a region. */
  readonly needed: boolean;
  /** The tables, once imported; `null` while loading, when they failed, and for other countries. */
  readonly tables: typeof import('./regionData') | null;
  /** Importing the tables failed: the region is asked for as free text. */
  readonly failed: boolean;
}

/** The region tables for a country that has regions, imported on demand (ADR 0008). */
export function useRegionData(alpha2: string): RegionData {
  const needed = hasRegions(alpha2);
  const query = useQuery({ ...regionDataQuery, enabled: needed });
  return { needed, tables: needed ? (query.data ?? null) : null, failed: needed && query.isError };
}
