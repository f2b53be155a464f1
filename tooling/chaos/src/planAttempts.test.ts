import { describe, expect, it } from 'vitest';
import { pathFacts } from './pathFacts';
import { planAttempts } from './planAttempts';
import { purchasePaths } from './purchasePaths';

describe('planAttempts', () => {
  it('plans the same attempts for the same seed', () => {
    const options = { seed: 'replay-me', attempts: 200, browserShare: 0.1 };
    expect(planAttempts(options)).toEqual(planAttempts(options));
  });

  it('plans other attempts for another seed', () => {
    const a = planAttempts({ seed: 'one', attempts: 200, browserShare: 0.1 });
    const b = planAttempts({ seed: 'two', attempts: 200, browserShare: 0.1 });
    expect(a.map((p) => [p.path, p.events])).not.toEqual(b.map((p) => [p.path, p.events]));
  });

  it('keeps the first attempts of a plan when the run is made longer', () => {
    const short = planAttempts({ seed: 's', attempts: 40, browserShare: 0 });
    const long = planAttempts({ seed: 's', attempts: 400, browserShare: 0 });
    expect(long.slice(0, 40).map((p) => p.events)).toEqual(short.map((p) => p.events));
  });

  it('sends exactly the rounded share through the browser, on browser paths only', () => {
    const plan = planAttempts({ seed: 'browser', attempts: 40, browserShare: 0.1 });
    const browser = plan.filter((p) => p.browser);
    expect(browser).toHaveLength(4);
    for (const attempt of browser) expect(pathFacts[attempt.path].inBrowser).toBe(true);
    expect(planAttempts({ seed: 'browser', attempts: 40, browserShare: 0 }).some((p) => p.browser)).toBe(false);
  });

  it('gives every attempt a cart of its own and takes every provider path', () => {
    const plan = planAttempts({ seed: 'paths', attempts: 40, browserShare: 0 });
    expect(new Set(plan.map((p) => p.cartId)).size).toBe(40);
    expect(new Set(plan.map((p) => p.path))).toEqual(new Set(purchasePaths));
  });

  it('meets every kind of chaos in a run of a thousand', () => {
    const plan = planAttempts({ seed: 'kinds', attempts: 1000, browserShare: 0.1 });
    const kinds = new Set(plan.flatMap((p) => p.events.map((e) => e.kind)));
    expect(kinds).toEqual(
      new Set(['kill', 'drop', 'lose-answer', 'second-tab', 'reload', 'slow-provider', 'crash-after-charge']),
    );
    expect(plan.some((p) => p.declined && p.paysAgain)).toBe(true);
  });

  it('crashes after a charge only where the order creation charges, and never on a declined payment', () => {
    const plan = planAttempts({ seed: 'crash', attempts: 1000, browserShare: 0.1 });
    for (const attempt of plan.filter((p) => p.events.some((e) => e.kind === 'crash-after-charge'))) {
      expect(pathFacts[attempt.path].chargesAtOrderCreate).toBe(true);
      expect(attempt.declined).toBe(false);
    }
    for (const attempt of plan.filter((p) => p.declined)) expect(pathFacts[attempt.path].canDecline).toBe(true);
  });
});
