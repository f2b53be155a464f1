/**
 * Runs of a property that names no `numRuns` of its own: half of fast-check's 100, so a property
 * over a slow function stays within the per-test time limit while other jobs share the cores.
 */
export const PROPERTY_RUNS = 50;
