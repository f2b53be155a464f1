import { describe, expect, it } from 'vitest';
import { bundleImport } from '../scripts/bundleSize';

/** Text that only the country-name, currency, region and dial-code tables contain. */
const markers = {
  countryNames: ['Afghanistan', 'Deutschland', 'Nemčija', '德國'],
  countryTable: ['AFG', 'DEU'],
  currencySymbols: ['€', '£', '¥'],
  currencyExponents: ['KWD', 'CLF'],
  regionNames: ['Ontario', 'Milano', 'Ávila', 'New South Wales'],
  dialCodes: ['+49', '+358'],
};

describe('bundles', () => {
  it('keeps getRegionByPostalCode alone free of country names, currencies, region names and dial codes', async () => {
    const { entry } = await bundleImport(['getRegionByPostalCode']);
    // esbuild still writes the language chunks it saw, but nothing in this entry loads them.
    expect(entry).not.toContain('import(');
    expect(entry).toContain('NT/NU');
    for (const text of Object.values(markers).flat()) expect(entry).not.toContain(text);
  });

  it('keeps hasRegions free of the region tables and every other table', async () => {
    const { entry } = await bundleImport(['hasRegions']);
    expect(entry).toContain('"IT"');
    for (const text of Object.values(markers).flat()) expect(entry).not.toContain(text);
  });

  it('keeps every language of loadCountryNames in a chunk of its own, loaded on demand', async () => {
    const { entry, chunks } = await bundleImport(['loadCountryNames', 'getCountryName']);
    for (const text of markers.countryNames) expect(entry).not.toContain(text);
    expect(chunks).toHaveLength(30);
    expect(chunks.filter((chunk) => chunk.includes('Deutschland'))).toHaveLength(1);
  });

  it('keeps getCurrencyExponent free of currency symbols', async () => {
    const { entry } = await bundleImport(['getCurrencyExponent']);
    expect(entry).toContain('KWD');
    for (const text of markers.currencySymbols) expect(entry).not.toContain(text);
  });
});
