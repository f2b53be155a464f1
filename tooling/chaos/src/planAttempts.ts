import type { AttemptPlan } from './AttemptPlan';
import type { ChaosEvent } from './ChaosEvent';
import { createRandom, type Random } from './createRandom';
import { pathFacts } from './pathFacts';
import { type PurchasePath, purchasePaths } from './purchasePaths';

/** Options of {@link planAttempts}. */
export interface PlanOptions {
  readonly seed: string;
  readonly attempts: number;
  /** Share of attempts driven through Chromium, 0 to 1. */
  readonly browserShare: number;
}

/**
 * How often each chaos event is drawn, per attempt. High enough that a small run (40 attempts)
 * meets every kind, low enough that the sandbox is up most of the time.
 */
const RATES = {
  kill: 0.05,
  drop: 0.08,
  loseAnswer: 0.15,
  secondTab: 0.12,
  reload: 0.1,
  slowProvider: 0.12,
  crashAfterCharge: 0.12,
  declined: 0.12,
  paysAgain: 0.5,
} as const;

/** The paths the browser share drives (the checkout's pages with the sandbox's SDK doubles). */
const browserPaths = purchasePaths.filter((path) => pathFacts[path].inBrowser);

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Deals paths from shuffled decks, so every path comes up as often as the others (±1). */
function dealer(paths: readonly PurchasePath[], random: Random): () => PurchasePath {
  let deck: PurchasePath[] = [];
  return () => {
    if (deck.length === 0) deck = shuffled(paths, random);
    return deck.pop() as PurchasePath;
  };
}

function drawEvents(path: PurchasePath, declined: boolean, random: Random): ChaosEvent[] {
  const events: ChaosEvent[] = [];
  if (random.chance(RATES.kill)) events.push({ kind: 'kill', afterMs: random.int(0, 4000) });
  const answer = random.next();
  if (answer < RATES.drop) events.push({ kind: 'drop' });
  else if (answer < RATES.drop + RATES.loseAnswer) events.push({ kind: 'lose-answer' });
  if (random.chance(RATES.secondTab)) events.push({ kind: 'second-tab', afterMs: random.int(0, 1500) });
  if (random.chance(RATES.reload)) events.push({ kind: 'reload', afterMs: random.int(100, 2500) });
  if (random.chance(RATES.slowProvider)) events.push({ kind: 'slow-provider', latencyMs: random.int(300, 3000) });
  if (pathFacts[path].chargesAtOrderCreate && !declined && random.chance(RATES.crashAfterCharge))
    events.push({ kind: 'crash-after-charge' });
  return events;
}

/**
 * The attempts of a run, from its seed alone: the same seed, count and share give the same plan
 * (paths, browser attempts, declines, events and their times), so a failing run can be replayed.
 * Exactly `round(attempts × browserShare)` attempts go through the browser.
 */
export function planAttempts(options: PlanOptions): AttemptPlan[] {
  const random = createRandom(options.seed);
  const browserCount = Math.round(options.attempts * Math.min(1, Math.max(0, options.browserShare)));
  const indices = Array.from({ length: options.attempts }, (_, i) => i);
  const inBrowser = new Set(shuffled(indices, random.fork('browser')).slice(0, browserCount));
  const nextPath = dealer(purchasePaths, random.fork('paths'));
  const nextBrowserPath = dealer(browserPaths, random.fork('browser-paths'));
  return indices.map((index) => {
    const own = random.fork(`attempt-${index}`);
    const browser = inBrowser.has(index);
    const path = browser ? nextBrowserPath() : nextPath();
    const declined = pathFacts[path].canDecline && own.chance(RATES.declined);
    return {
      index,
      cartId: `chaos-${String(index + 1).padStart(5, '0')}`,
      path,
      browser,
      declined,
      paysAgain: declined && own.chance(RATES.paysAgain),
      events: drawEvents(path, declined, own),
    };
  });
}
