import { describe, expect, it } from 'vitest';
import type { Budgets } from './Budgets';
import { checkBudgets } from './checkBudgets';
import type { TransferReport } from './measureTransfer';
import type { PageResult } from './PageResult';
import type { LighthouseReport } from './runLighthouse';

const budgets: Budgets = {
  scriptBrotliKiB: 130,
  scriptRatioToStackFloor: 1.4,
  providerSdkScriptsBeforeChoice: 0,
  fcpMsAtMostStackFloorLcp: true,
  lcpMsAtMostStackFloorLcp: true,
  tbtRatioToStackFloor: 1.5,
  scoreBelowStackFloorAtMost: 0.02,
  cls: 0,
  messageCataloguesLoaded: 1,
  countryNameCataloguesLoaded: 1,
};

const sizes = (brotliKiB: number) => ({ raw: brotliKiB * 4096, gzip: brotliKiB * 1200, brotli: brotliKiB * 1024 });

function transfer(overrides: Partial<TransferReport> = {}): TransferReport {
  return {
    status: 200,
    scripts: sizes(120),
    styles: sizes(5),
    providerSdk: { count: 0, urls: [], sizes: sizes(0) },
    scriptCount: 6,
    styleCount: 0,
    requestCount: 9,
    messageCatalogues: 1,
    countryNameCatalogues: 1,
    interactive: true,
    heading: 'Checkout',
    failedRequests: [],
    consoleErrors: [],
    assets: [],
    ...overrides,
  };
}

function lighthouse(overrides: Partial<LighthouseReport> = {}): LighthouseReport {
  return { runs: 5, score: 0.99, fcpMs: 1300, lcpMs: 1400, tbtMs: 90, cls: 0, errors: [], ...overrides };
}

function page(
  name: string,
  figures: { transfer?: Partial<TransferReport>; lighthouse?: Partial<LighthouseReport> } = {},
): PageResult {
  return {
    name,
    kind: name.endsWith('floor') ? 'floor' : 'app',
    url: 'http://127.0.0.1/',
    transfer: { ok: true, value: transfer(figures.transfer) },
    lighthouse: { ok: true, value: lighthouse(figures.lighthouse) },
  };
}

// The stack floor of these tests: 93 KiB, score 1.00, LCP 1.45 s, TBT 60 ms (TBT budget 90 ms).
const floor = page('stack floor', {
  transfer: { scripts: sizes(93) },
  lighthouse: { score: 1, fcpMs: 1330, lcpMs: 1450, tbtMs: 60 },
});
const main = page('checkout demo-all');

function check(name: string, mainPage: PageResult | undefined = main, floorPage: PageResult | undefined = floor) {
  const found = checkBudgets(budgets, mainPage, floorPage).find((entry) => entry.name === name);
  if (!found) throw new Error(`no budget named ${name}`);
  return found;
}

describe('checkBudgets', () => {
  it('passes a page within every budget', () => {
    const checks = checkBudgets(budgets, main, floor);
    expect(checks.filter((entry) => !entry.pass)).toEqual([]);
    expect(checks).toHaveLength(10);
  });

  it.each([
    ['JS until interactive (brotli)', { transfer: { scripts: sizes(130) } }, { transfer: { scripts: sizes(130.2) } }],
    // 130.2 ÷ 93 = 1.4 exactly at the limit; 131 ÷ 93 = 1.41.
    ['JS ratio to the stack floor', { transfer: { scripts: sizes(93 * 1.4) } }, { transfer: { scripts: sizes(131) } }],
    [
      'provider SDK scripts before a choice',
      { transfer: { providerSdk: { count: 0, urls: [], sizes: sizes(0) } } },
      { transfer: { providerSdk: { count: 1, urls: ['/sandbox/sdk/stripe.js'], sizes: sizes(40) } } },
    ],
    ["FCP at most the stack floor's LCP", { lighthouse: { fcpMs: 1450 } }, { lighthouse: { fcpMs: 1451 } }],
    ["LCP at most the stack floor's LCP", { lighthouse: { lcpMs: 1450 } }, { lighthouse: { lcpMs: 1460 } }],
    ["TBT at most 1.5× the stack floor's", { lighthouse: { tbtMs: 90 } }, { lighthouse: { tbtMs: 91 } }],
    ["score at most 0.02 below the stack floor's", { lighthouse: { score: 0.98 } }, { lighthouse: { score: 0.97 } }],
    ['CLS', { lighthouse: { cls: 0 } }, { lighthouse: { cls: 0.001 } }],
    ['message catalogues loaded', { transfer: { messageCatalogues: 1 } }, { transfer: { messageCatalogues: 2 } }],
    [
      'country-name catalogues loaded',
      { transfer: { countryNameCatalogues: 1 } },
      { transfer: { countryNameCatalogues: 2 } },
    ],
  ] as const)('checks %s: passes at its limit and fails past it', (name, atLimit, pastLimit) => {
    expect(check(name, page('checkout demo-all', atLimit)).pass).toBe(true);
    expect(check(name, page('checkout demo-all', pastLimit)).pass).toBe(false);
  });

  it('passes a page that loads no country names (they came in its query cache)', () => {
    expect(
      check('country-name catalogues loaded', page('checkout demo-all', { transfer: { countryNameCatalogues: 0 } }))
        .pass,
    ).toBe(true);
  });

  it("states the relative limits with the stack floor's figures of the same run", () => {
    expect(check("LCP at most the stack floor's LCP")).toMatchObject({ limit: '≤ 1.45 s', actual: '1.40 s' });
    expect(check("TBT at most 1.5× the stack floor's")).toMatchObject({
      limit: '≤ 90 ms (1.5 × 60 ms)',
      actual: '90 ms',
    });
    expect(check("score at most 0.02 below the stack floor's")).toMatchObject({
      limit: '≥ 0.98 (1.00 − 0.02)',
      actual: '0.99',
    });
  });

  it('moves the relative limits with the floor: a slower floor lets the same page pass', () => {
    const slowPage = page('checkout demo-all', { lighthouse: { lcpMs: 2100, fcpMs: 2000, tbtMs: 150, score: 0.9 } });
    const slowFloor = page('stack floor', { lighthouse: { lcpMs: 2200, tbtMs: 100, score: 0.91 } });
    const checks = checkBudgets(budgets, slowPage, slowFloor);
    expect(checks.filter((entry) => !entry.pass)).toEqual([]);
    expect(checkBudgets(budgets, slowPage, floor).filter((entry) => !entry.pass)).toHaveLength(4);
  });

  it('fails every Lighthouse budget relative to the floor when the floor has no Lighthouse figures', () => {
    const unmeasured: PageResult = { ...floor, lighthouse: { ok: false, reason: 'Chromium crashed' } };
    const failed = checkBudgets(budgets, main, unmeasured).filter((entry) => !entry.pass);
    expect(failed.map((entry) => entry.name)).toEqual([
      "FCP at most the stack floor's LCP",
      "LCP at most the stack floor's LCP",
      "TBT at most 1.5× the stack floor's",
      "score at most 0.02 below the stack floor's",
    ]);
    expect(failed[0]?.actual).toBe('not measured (stack floor): Chromium crashed');
  });

  it('fails every budget when the page was not measured, giving the reason', () => {
    const checks = checkBudgets(budgets, undefined, floor);
    expect(checks.every((entry) => !entry.pass && entry.actual.startsWith('not measured (page)'))).toBe(true);
  });

  it('leaves out the FCP and LCP budgets that budgets.json switches off', () => {
    const names = checkBudgets(
      { ...budgets, fcpMsAtMostStackFloorLcp: false, lcpMsAtMostStackFloorLcp: false },
      main,
      floor,
    ).map((entry) => entry.name);
    expect(names).not.toContain("FCP at most the stack floor's LCP");
    expect(names).not.toContain("LCP at most the stack floor's LCP");
    expect(names).toHaveLength(8);
  });
});
