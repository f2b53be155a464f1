import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capPercent, formatPercent, maxPercent } from './formatPercent';

describe('capPercent', () => {
  it('never exceeds 100 and keeps values up to 100', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        const capped = capPercent(value);
        expect(capped).toBeLessThanOrEqual(maxPercent);
        if (value <= maxPercent) expect(capped).toBe(value);
      }),
    );
  });

  it('reads NaN as 0', () => expect(capPercent(Number.NaN)).toBe(0));

  it('caps infinity at 100', () => expect(capPercent(Number.POSITIVE_INFINITY)).toBe(100));
});

describe('formatPercent', () => {
  it.each([
    [12.5, 'en', '12.5%'],
    [12.5, 'de', '12,5\u00a0%'],
    [150, 'en', '100%'],
    [0, 'sv', '0\u00a0%'],
  ] as const)('formats %d in %s as %j', (value, locale, expected) =>
    expect(formatPercent(value, locale)).toBe(expected),
  );

  it('formats in French with a narrow space before the sign', () =>
    expect(formatPercent(250, 'fr')).toMatch(/^100\s%$/u));
});
