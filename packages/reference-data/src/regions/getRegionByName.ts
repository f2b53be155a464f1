import { getRegions } from './getRegions';
import { normalizeRegionName } from './normalizeRegionName';
import type { Region } from './Region';

/**
 * Finds a region of a country by its name or short code, case- and accent-insensitively
 * (`avila` finds `Ávila`, `on` finds Ontario); a bilingual name such as `Bolzano, Bozen` matches either part.
 */
export function getRegionByName(alpha2: string, name: string): Region | undefined {
  const wanted = normalizeRegionName(name);
  if (wanted === '') return undefined;
  const regions = getRegions(alpha2);
  const exact = regions.find((region) => normalizeRegionName(region.name) === wanted);
  if (exact !== undefined) return exact;
  const byPart = regions.find((region) =>
    region.name.split(/\s*[,/]\s*/).some((part) => normalizeRegionName(part) === wanted),
  );
  if (byPart !== undefined) return byPart;
  return regions.find((region) => region.region.toLowerCase() === wanted.replace(/ /g, ''));
}
