import { describe, expect, it } from 'vitest';
import { createRandom } from './createRandom';

const draw = (seed: string, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  it('gives the same numbers for the same seed, and others for another seed', () => {
    expect(draw('chaos-1', 20)).toEqual(draw('chaos-1', 20));
    expect(draw('chaos-1', 20)).not.toEqual(draw('chaos-2', 20));
  });

  it('stays within its bounds', () => {
    const random = createRandom('bounds');
    for (let i = 0; i < 2000; i++) {
      const n = random.next();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
      const k = random.int(3, 7);
      expect(k).toBeGreaterThanOrEqual(3);
      expect(k).toBeLessThanOrEqual(7);
    }
  });

  it('forks sources that depend on the label only, not on what was drawn before', () => {
    const first = createRandom('seed');
    const second = createRandom('seed');
    second.next();
    second.next();
    expect(first.fork('attempt-3').next()).toBe(second.fork('attempt-3').next());
    expect(first.fork('attempt-3').next()).not.toBe(first.fork('attempt-4').next());
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom('x').pick([])).toThrow('empty list');
  });
});
