import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

/** The options of one chaos run. */
export interface ChaosOptions {
  /** Purchase attempts, each on a fresh cart. Defaults to `40`. */
  readonly attempts: number;
  /** Seed of every random choice, printed so a run can be replayed. Defaults to a random one. */
  readonly seed: string;
  /** Share of attempts driven through Chromium. Defaults to `0.1`. */
  readonly browserShare: number;
  /** Hard bound of the whole run, in seconds. Defaults to {@link defaultTimeLimit} of the attempts. */
  readonly timeLimitSeconds: number;
  /** Shoppers at work at once. Defaults to `6`. */
  readonly concurrency: number;
  /** Runs only these carts' attempts of the plan (a failing cart replayed alone). Defaults to all. */
  readonly only: readonly string[] | null;
}

/** The usage line printed with an option error. */
export const CHAOS_USAGE =
  'pnpm chaos [--attempts N] [--seed S] [--browser-share 0.1] [--time-limit SECONDS] [--concurrency N] [--only CART,…]';

/**
 * The default time bound: start-up, recovery and a margin, plus 1.6 s per attempt (a 2-core machine
 * runs about one attempt a second with kills and restarts): 40 attempts in about 3 minutes, 1 000 in
 * about 29.
 */
export const defaultTimeLimit = (attempts: number) => Math.ceil(120 + 1.6 * attempts);

function readNumber(name: string, text: string | undefined, fallback: number, valid: (n: number) => boolean): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || !valid(value)) throw new Error(`Invalid --${name}: ${text}`);
  return value;
}

/** Reads the command line of `pnpm chaos`; throws naming the option that is wrong. */
export function readChaosOptions(argv: readonly string[]): ChaosOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      attempts: { type: 'string' },
      seed: { type: 'string' },
      'browser-share': { type: 'string' },
      'time-limit': { type: 'string' },
      concurrency: { type: 'string' },
      only: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const attempts = readNumber('attempts', values.attempts, 40, (n) => Number.isInteger(n) && n >= 1 && n <= 100_000);
  const seed = values.seed ?? randomBytes(6).toString('hex');
  if (!/^[\w.-]{1,64}$/.test(seed)) throw new Error(`Invalid --seed: ${seed} (letters, digits, . _ -, at most 64)`);
  return {
    attempts,
    seed,
    browserShare: readNumber('browser-share', values['browser-share'], 0.1, (n) => n >= 0 && n <= 1),
    timeLimitSeconds: readNumber('time-limit', values['time-limit'], defaultTimeLimit(attempts), (n) => n >= 30),
    concurrency: readNumber('concurrency', values.concurrency, 6, (n) => Number.isInteger(n) && n >= 1 && n <= 64),
    only: values.only === undefined ? null : values.only.split(',').filter((id) => id !== ''),
  };
}
