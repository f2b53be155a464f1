import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_RUNS } from './propertyRuns.js';

describe('boundPropertyRuns (issue 32 item 7)', () => {
  it('runs a property that names no number of runs PROPERTY_RUNS times', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.integer(), () => {
        runs += 1;
      }),
    );
    expect(runs).toBe(PROPERTY_RUNS);
  });

  it('leaves a property its own number of runs', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.integer(), () => {
        runs += 1;
      }),
      { numRuns: 7 },
    );
    expect(runs).toBe(7);
  });
});
