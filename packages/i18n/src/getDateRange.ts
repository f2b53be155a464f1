/** The date-range presets of spec §9, in days. */
export const dateRangePresets = [30, 90, 180] as const;

/** A date-range preset: the last 30, 90 or 180 days. */
export type DateRangePreset = (typeof dateRangePresets)[number];

/** A closed range of instants. */
export interface DateRange {
  /** First instant of the range. */
  readonly from: Date;
  /** Last instant of the range. */
  readonly to: Date;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The range "last N days" ending at `now`; label it with the message `dateRange.lastDays` and `{ days }`. */
export function getDateRange(days: DateRangePreset, now: Date = new Date()): DateRange {
  return { from: new Date(now.getTime() - days * dayMs), to: new Date(now.getTime()) };
}
