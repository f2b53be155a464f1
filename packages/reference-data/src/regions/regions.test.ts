import countryRegionData from 'country-region-data/data.json' with { type: 'json' };
import { iso31662 } from 'iso-3166';
import { describe, expect, it } from 'vitest';
import { countries } from '../generated/countries';
import { getRegionByName } from './getRegionByName';
import { getRegions } from './getRegions';
import { hasRegions } from './hasRegions';

describe('getRegions', () => {
  it.each([
    ['AU', 8],
    ['CA', 13],
    ['ES', 52],
    ['IT', 107],
    ['US', 62],
  ])('lists %s with %i regions, each once', (alpha2, count) => {
    const regions = getRegions(alpha2);
    expect(regions).toHaveLength(count);
    expect(new Set(regions.map((region) => region.region)).size).toBe(count);
    for (const region of regions) expect(region.alpha2).toBe(alpha2);
  });

  it.each(['AU', 'CA'])('holds every ISO 3166-2 subdivision of %s with its ISO name', (alpha2) => {
    const iso = iso31662.filter((entry) => entry.parent === alpha2);
    expect(getRegions(alpha2).map((region) => [`${alpha2}-${region.region}`, region.name])).toEqual(
      iso.map((entry) => [entry.code, entry.name]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('holds every Italian province of ISO 3166-2:IT plus Aosta', () => {
    const iso = iso31662.filter((entry) => entry.code.startsWith('IT-') && entry.parent !== 'IT');
    const codes = getRegions('IT').map((region) => `IT-${region.region}`);
    expect(codes.filter((code) => code !== 'IT-AO').sort()).toEqual(iso.map((entry) => entry.code).sort());
    expect(getRegionByName('IT', 'Aosta')?.region).toBe('AO');
  });

  it('holds the 50 Spanish provinces of ISO 3166-2:ES plus Ceuta and Melilla', () => {
    const iso = iso31662.filter(
      (entry) => entry.code.startsWith('ES-') && (entry.parent !== 'ES' || ['ES-CE', 'ES-ML'].includes(entry.code)),
    );
    expect(getRegions('ES').map((region) => [`ES-${region.region}`, region.name])).toEqual(
      iso.map((entry) => [entry.code, entry.name]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('holds every USPS state, DC, territory and armed-forces code of country-region-data', () => {
    const us = countryRegionData.find((entry) => entry.countryShortCode === 'US');
    const expected = (us?.regions ?? []).map((entry) => [entry.shortCode, entry.name]);
    expect(getRegions('US').map((region) => [region.region, region.name])).toEqual(
      expected.sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(getRegions('us').map((region) => region.region)).toEqual(expect.arrayContaining(['DC', 'PR', 'GU', 'AE']));
  });

  it.each(['DE', 'XX', ''])('gives an empty list for %j', (alpha2) => {
    expect(getRegions(alpha2)).toEqual([]);
  });
});

describe('getRegionByName', () => {
  it.each([
    ['CA', 'Ontario', 'ON'],
    ['ca', 'québec', 'QC'],
    ['CA', 'QUEBEC', 'QC'],
    ['ES', 'avila', 'AV'],
    ['ES', 'A CORUNA', 'C'],
    ['ES', 'Álava', 'VI'],
    ['ES', 'Madrid', 'M'],
    ['IT', 'Milano', 'MI'],
    ['IT', 'forli cesena', 'FC'],
    ['IT', 'Bozen', 'BZ'],
    ['IT', 'Bolzano', 'BZ'],
    ['US', 'district of columbia', 'DC'],
    ['US', ' New York ', 'NY'],
    ['AU', 'new south wales', 'NSW'],
    ['AU', 'nsw', 'NSW'],
    ['CA', 'on', 'ON'],
  ])('finds %s %j as %s', (alpha2, name, code) => {
    expect(getRegionByName(alpha2, name)?.region).toBe(code);
  });

  it.each([
    ['CA', 'Bavaria'],
    ['DE', 'Bayern'],
    ['US', ''],
    ['US', '   '],
  ])('finds nothing for %s %j', (alpha2, name) => {
    expect(getRegionByName(alpha2, name)).toBeUndefined();
  });

  it('finds every region by its own name and by its code', () => {
    for (const alpha2 of ['AU', 'CA', 'ES', 'IT', 'US']) {
      for (const region of getRegions(alpha2)) {
        expect(getRegionByName(alpha2, region.name)).toBe(region);
        expect(getRegionByName(alpha2, region.region.toLowerCase())?.region).toBe(region.region);
      }
    }
  });
});

describe('hasRegions', () => {
  it('is true exactly for the countries getRegions lists', () => {
    for (const { alpha2 } of countries) expect(hasRegions(alpha2), alpha2).toBe(getRegions(alpha2).length > 0);
    expect(countries.filter(({ alpha2 }) => hasRegions(alpha2)).map(({ alpha2 }) => alpha2)).toEqual([
      'AU',
      'CA',
      'ES',
      'IT',
      'US',
    ]);
  });

  it('reads codes like getRegions does', () => {
    for (const alpha2 of [' us ', 'it']) expect(hasRegions(alpha2), alpha2).toBe(true);
    for (const alpha2 of ['', 'XX']) expect(hasRegions(alpha2), alpha2).toBe(false);
  });
});
