import { describe, expect, it } from 'vitest';
import { countryOptions } from './countryOptions';

const names: Record<string, string> = { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', NL: 'Niederlande' };
const nameOf = (alpha2: string) => names[alpha2] ?? alpha2;

describe('countryOptions', () => {
  it('names each country once and sorts by name in the page’s language', () => {
    expect(countryOptions(['NL', 'DE', 'AT', 'DE'], 'DE', nameOf, 'de').map((option) => option.label)).toEqual([
      'Deutschland',
      'Niederlande',
      'Österreich',
    ]);
    expect(countryOptions(['NL', 'AT'], '', nameOf, 'sv').map((option) => option.id)).toEqual(['NL', 'AT']);
  });

  it('keeps the country chosen now even when the list no longer offers it', () => {
    expect(countryOptions(['DE'], 'CH', nameOf, 'de')).toEqual([
      { id: 'DE', label: 'Deutschland' },
      { id: 'CH', label: 'Schweiz' },
    ]);
  });
});
