import { describe, expect, it } from 'vitest';
import { defaultTimeLimit, readChaosOptions } from './readChaosOptions';

describe('readChaosOptions', () => {
  it('runs 40 attempts, a tenth in the browser, within about three minutes by default', () => {
    const options = readChaosOptions([]);
    expect(options).toMatchObject({ attempts: 40, browserShare: 0.1, concurrency: 6 });
    expect(options.timeLimitSeconds).toBe(defaultTimeLimit(40));
    expect(options.timeLimitSeconds).toBeLessThanOrEqual(190);
    expect(options.seed).toMatch(/^[0-9a-f]{12}$/);
  });

  it('bounds a thousand attempts to about half an hour', () => {
    expect(readChaosOptions(['--attempts', '1000']).timeLimitSeconds).toBeLessThanOrEqual(30 * 60);
  });

  it('reads every option', () => {
    expect(
      readChaosOptions([
        '--attempts',
        '1000',
        '--seed',
        'ci-41',
        '--browser-share',
        '0.25',
        '--time-limit',
        '600',
        '--concurrency',
        '8',
      ]),
    ).toEqual({ attempts: 1000, seed: 'ci-41', browserShare: 0.25, timeLimitSeconds: 600, concurrency: 8, only: null });
    expect(readChaosOptions(['--only', 'chaos-00007,chaos-00012']).only).toEqual(['chaos-00007', 'chaos-00012']);
  });

  it.each([
    [['--attempts', '0']],
    [['--attempts', '2.5']],
    [['--attempts', '']],
    [['--browser-share', '1.5']],
    [['--time-limit', '5']],
    [['--seed', 'has space']],
    [['--concurrency', '0']],
    [['--unknown', '1']],
  ])('refuses %j', (argv) => {
    expect(() => readChaosOptions(argv)).toThrow();
  });
});
