import { getDateTimeFormat } from './getDateTimeFormat';

/** Formats a date for the date filter as spec §9 fixes it: `de-DE` in UTC, e.g. `22.11.2026`. */
export function formatDateFilter(date: Date | number): string {
  return getDateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    date,
  );
}
