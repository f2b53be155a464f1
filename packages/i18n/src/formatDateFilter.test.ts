import { describe, expect, it } from 'vitest';
import { formatDateFilter } from './formatDateFilter';

describe('formatDateFilter', () => {
  it('formats in de-DE', () => {
    expect(formatDateFilter(new Date(Date.UTC(2026, 10, 2, 12)))).toBe('02.11.2026');
  });

  it('formats in UTC, not in the runtime time zone', () => {
    expect(formatDateFilter(Date.UTC(2026, 0, 31, 23, 59))).toBe('31.01.2026');
    expect(formatDateFilter(Date.UTC(2026, 1, 1, 0, 0))).toBe('01.02.2026');
  });
});
