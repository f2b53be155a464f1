import { describe, expect, it } from 'vitest';
import { getDateTimeFormat } from './getDateTimeFormat';
import { getNumberFormat } from './getNumberFormat';

describe('formatter caches', () => {
  it('returns the same Intl.NumberFormat for the same locale and options', () => {
    const options = { style: 'currency', currency: 'EUR' } as const;
    expect(getNumberFormat('de-DE', options)).toBe(getNumberFormat('de-DE', { ...options }));
    expect(getNumberFormat('de-DE', options)).not.toBe(getNumberFormat('de-CH', options));
  });

  it('returns the same Intl.DateTimeFormat for the same locale and options', () => {
    expect(getDateTimeFormat('fr', { month: 'long' })).toBe(getDateTimeFormat('fr', { month: 'long' }));
    expect(getDateTimeFormat('fr', { month: 'long' })).not.toBe(getDateTimeFormat('fr', { month: 'short' }));
  });
});
