import { describe, expect, it } from 'vitest';
import { dateRangePresets, getDateRange } from './getDateRange';

describe('getDateRange', () => {
  it('offers the presets of spec §9', () => {
    expect(dateRangePresets).toEqual([30, 90, 180]);
  });

  it.each(dateRangePresets)('spans the last %i days up to now', (days) => {
    const now = new Date(Date.UTC(2026, 10, 22, 10));
    const range = getDateRange(days, now);
    expect(range.to.getTime()).toBe(now.getTime());
    expect((range.to.getTime() - range.from.getTime()) / 86_400_000).toBe(days);
    expect(range.to).not.toBe(now);
  });
});
