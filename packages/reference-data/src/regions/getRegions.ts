import { regions } from '../generated/regions';
import type { Region } from './Region';

let byCountry: ReadonlyMap<string, readonly Region[]> | undefined;

const none: readonly Region[] = Object.freeze([]);

/** Lists the regions of a country (alpha-2, case-insensitive), sorted by code; an empty array when it has none here. */
export function getRegions(alpha2: string): readonly Region[] {
  if (byCountry === undefined) {
    const grouped = new Map<string, Region[]>();
    for (const region of regions) {
      const list = grouped.get(region.alpha2) ?? [];
      list.push(region);
      grouped.set(region.alpha2, list);
    }
    byCountry = grouped;
  }
  return byCountry.get(alpha2.trim().toUpperCase()) ?? none;
}
