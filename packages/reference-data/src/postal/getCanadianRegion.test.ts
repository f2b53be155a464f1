import { describe, expect, it } from 'vitest';
import { getRegionByPostalCode } from './getRegionByPostalCode';

describe('Canadian postal codes', () => {
  // Spec §5: the province comes from the first letter.
  it.each([
    ['T2P 1J9', 'AB'],
    ['V6B 1A1', 'BC'],
    ['R3C 4T3', 'MB'],
    ['E1C 4M3', 'NB'],
    ['A1C 5M2', 'NL'],
    ['B3H 4R2', 'NS'],
    ['L5B 2C9', 'ON'],
    ['M5V 3L9', 'ON'],
    ['N2L 3G1', 'ON'],
    ['P3E 2C6', 'ON'],
    ['K1A 0B1', 'ON'],
    ['C1A 4P3', 'PE'],
    ['H2X 1Y4', 'QC'],
    ['I0A 1A0', 'QC'],
    ['J8X 3X7', 'QC'],
    ['G1R 4S9', 'QC'],
    ['S4P 3V7', 'SK'],
    ['Y1A 2C6', 'YT'],
  ])('%s is in %s', (code, region) => {
    expect(getRegionByPostalCode('CA', code)).toBe(region);
  });

  it.each([
    ['X0A 0H0', 'NU'],
    ['X0B 1B0', 'NU'],
    ['X0C 0A0', 'NU'],
    ['x0a', 'NU'],
    ['X0E 0P0', 'NT'],
    ['X0G 0A0', 'NT'],
    ['X1A 2P8', 'NT'],
    ['X0D 1A1', 'NT'],
    ['X', 'NT/NU'],
    ['X0', 'NT/NU'],
  ])('X code %j is in %s', (code, region) => {
    expect(getRegionByPostalCode('CA', code)).toBe(region);
  });

  it.each([
    ['K', 'ON'],
    ['K1', 'ON'],
    ['K1A', 'ON'],
    ['K1A 0', 'ON'],
    ['K1A 0B', 'ON'],
  ])('derives the province from the leading part %j', (code, region) => {
    expect(getRegionByPostalCode('CA', code)).toBe(region);
  });

  it.each([
    '',
    ' ',
    'D1A 1A1',
    'F1A 1A1',
    'O1A 1A1',
    'Q1A 1A1',
    'U1A 1A1',
    'W1A 1A1',
    'Z1A 1A1',
    '1A1 A1A',
    'KK1 0B1',
    'K1A  0B1',
    'K1A-0B1',
    'K1A 0B1 2',
    'K1A 0B11',
    'K1 A0B1',
    'Ö1A 1A1',
  ])('rejects %j', (code) => {
    expect(getRegionByPostalCode('CA', code)).toBeNull();
  });
});
