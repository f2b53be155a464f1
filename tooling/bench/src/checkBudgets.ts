import type { Budgets } from './Budgets';
import type { PageResult } from './PageResult';

/** One budget against today's figure; `pass` is `false` when a figure is missing, with the reason in `actual`. */
export interface BudgetCheck {
  readonly name: string;
  readonly limit: string;
  readonly actual: string;
  readonly pass: boolean;
}

const KIB = 1024;
// Lighthouse scores and their differences are decimals: 0.99 − 0.02 is 0.9700000000000001.
const EPSILON = 1e-9;
const kib = (value: number) => `${value.toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const times = (value: number) => `${value.toFixed(2)}×`;

/**
 * Checks the main checkout page (`main`) against the budgets: bytes and counts absolutely, the Lighthouse figures
 * against the stack floor's from the same run; a budget whose figure (the page's or the floor's) is missing fails.
 */
export function checkBudgets(
  budgets: Budgets,
  main: PageResult | undefined,
  stackFloor: PageResult | undefined,
): BudgetCheck[] {
  const transfer = main?.transfer.ok ? main.transfer.value : null;
  const lighthouse = main?.lighthouse.ok ? main.lighthouse.value : null;
  const floorTransfer = stackFloor?.transfer.ok ? stackFloor.transfer.value : null;
  const floorLighthouse = stackFloor?.lighthouse.ok ? stackFloor.lighthouse.value : null;
  const reason = (page: PageResult | undefined, part: 'transfer' | 'lighthouse', who: string) => {
    const outcome = page?.[part];
    return `not measured (${who})${outcome && !outcome.ok ? `: ${outcome.reason}` : ''}`;
  };
  const noPage = (part: 'transfer' | 'lighthouse') => reason(main, part, 'page');
  const noFloor = (part: 'transfer' | 'lighthouse') => reason(stackFloor, part, 'stack floor');
  const floorLcp = floorLighthouse?.lcpMs ?? null;
  const floorTbt = floorLighthouse?.tbtMs ?? null;
  const floorScore = floorLighthouse?.score ?? null;

  const checks: BudgetCheck[] = [
    atMost('JS until interactive (brotli)', kib(budgets.scriptBrotliKiB), budgets.scriptBrotliKiB, {
      value: transfer ? transfer.scripts.brotli / KIB : null,
      format: kib,
      missing: noPage('transfer'),
    }),
    atMost('JS ratio to the stack floor', times(budgets.scriptRatioToStackFloor), budgets.scriptRatioToStackFloor, {
      value: transfer && floorTransfer?.scripts.brotli ? transfer.scripts.brotli / floorTransfer.scripts.brotli : null,
      format: times,
      missing: transfer ? noFloor('transfer') : noPage('transfer'),
    }),
    atMost(
      'provider SDK scripts before a choice',
      String(budgets.providerSdkScriptsBeforeChoice),
      budgets.providerSdkScriptsBeforeChoice,
      {
        value: transfer?.providerSdk.count ?? null,
        format: String,
        missing: noPage('transfer'),
      },
    ),
  ];
  for (const [metric, wanted, value] of [
    ['FCP', budgets.fcpMsAtMostStackFloorLcp, lighthouse?.fcpMs],
    ['LCP', budgets.lcpMsAtMostStackFloorLcp, lighthouse?.lcpMs],
  ] as const) {
    if (!wanted) continue;
    checks.push(
      atMost(
        `${metric} at most the stack floor's LCP`,
        floorLcp === null ? "the stack floor's LCP" : seconds(floorLcp),
        floorLcp,
        {
          value: value ?? null,
          format: seconds,
          missing: value == null ? noPage('lighthouse') : noFloor('lighthouse'),
        },
      ),
    );
  }
  const tbtLimit = floorTbt === null ? null : floorTbt * budgets.tbtRatioToStackFloor;
  const scoreLimit = floorScore === null ? null : floorScore - budgets.scoreBelowStackFloorAtMost;
  checks.push(
    atMost(
      `TBT at most ${budgets.tbtRatioToStackFloor}× the stack floor's`,
      tbtLimit === null || floorTbt === null
        ? `${budgets.tbtRatioToStackFloor} × the stack floor's TBT`
        : `${Math.round(tbtLimit)} ms (${budgets.tbtRatioToStackFloor} × ${Math.round(floorTbt)} ms)`,
      tbtLimit,
      {
        value: lighthouse?.tbtMs ?? null,
        format: (ms) => `${Math.round(ms)} ms`,
        missing: lighthouse?.tbtMs == null ? noPage('lighthouse') : noFloor('lighthouse'),
      },
    ),
    atLeast(
      `score at most ${budgets.scoreBelowStackFloorAtMost} below the stack floor's`,
      scoreLimit === null || floorScore === null
        ? `the stack floor's score − ${budgets.scoreBelowStackFloorAtMost}`
        : `${scoreLimit.toFixed(2)} (${floorScore.toFixed(2)} − ${budgets.scoreBelowStackFloorAtMost})`,
      scoreLimit,
      lighthouse?.score ?? null,
      lighthouse?.score == null ? noPage('lighthouse') : noFloor('lighthouse'),
    ),
    atMost('CLS', budgets.cls.toFixed(3), budgets.cls, {
      value: lighthouse?.cls ?? null,
      format: (value) => value.toFixed(3),
      missing: noPage('lighthouse'),
    }),
    exactly(
      'message catalogues loaded',
      budgets.messageCataloguesLoaded,
      transfer?.messageCatalogues,
      noPage('transfer'),
    ),
    // At most one language's names: none when they came in a server-rendered page's query cache.
    atMost(
      'country-name catalogues loaded',
      String(budgets.countryNameCataloguesLoaded),
      budgets.countryNameCataloguesLoaded,
      {
        value: transfer?.countryNameCatalogues ?? null,
        format: String,
        missing: noPage('transfer'),
      },
    ),
  );
  return checks;
}

interface Figure {
  readonly value: number | null;
  readonly format: (value: number) => string;
  /** What `actual` says when the value or the limit is missing. */
  readonly missing: string;
}

function atMost(name: string, limitText: string, limit: number | null, figure: Figure): BudgetCheck {
  const { value, format, missing } = figure;
  return value === null || limit === null
    ? { name, limit: `≤ ${limitText}`, actual: missing, pass: false }
    : { name, limit: `≤ ${limitText}`, actual: format(value), pass: value <= limit + EPSILON };
}

function atLeast(
  name: string,
  limitText: string,
  limit: number | null,
  value: number | null,
  missing: string,
): BudgetCheck {
  return value === null || limit === null
    ? { name, limit: `≥ ${limitText}`, actual: missing, pass: false }
    : { name, limit: `≥ ${limitText}`, actual: value.toFixed(2), pass: value >= limit - EPSILON };
}

function exactly(name: string, limit: number, actual: number | undefined, missing: string): BudgetCheck {
  return actual === undefined
    ? { name, limit: `= ${limit}`, actual: missing, pass: false }
    : { name, limit: `= ${limit}`, actual: String(actual), pass: actual === limit };
}
