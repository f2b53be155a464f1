import type { Budgets } from './Budgets';
import type { PageResult } from './PageResult';

/** One budget against today's figure; `pass` is `false` when the figure is missing, with the reason in `actual`. */
export interface BudgetCheck {
  readonly name: string;
  readonly limit: string;
  readonly actual: string;
  readonly pass: boolean;
}

const KIB = 1024;

/** Checks the main checkout page (`main`) against the budgets, using the stack floor for the ratio. */
export function checkBudgets(
  budgets: Budgets,
  main: PageResult | undefined,
  stackFloor: PageResult | undefined,
): BudgetCheck[] {
  const transfer = main?.transfer.ok ? main.transfer.value : null;
  const lighthouse = main?.lighthouse.ok ? main.lighthouse.value : null;
  const floorTransfer = stackFloor?.transfer.ok ? stackFloor.transfer.value : null;
  const missing = (part: string) => {
    const outcome = part === 'lighthouse' ? main?.lighthouse : main?.transfer;
    return outcome && !outcome.ok ? `not measured: ${outcome.reason}` : 'not measured';
  };
  const atMost = (
    name: string,
    limit: number,
    actual: number | null | undefined,
    format: (value: number) => string,
    part = 'transfer',
  ) =>
    actual === null || actual === undefined
      ? { name, limit: `≤ ${format(limit)}`, actual: missing(part), pass: false }
      : { name, limit: `≤ ${format(limit)}`, actual: format(actual), pass: actual <= limit };
  const kib = (bytes: number) => `${bytes.toFixed(1)} KiB`;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const ratio =
    transfer && floorTransfer && floorTransfer.scripts.brotli > 0
      ? transfer.scripts.brotli / floorTransfer.scripts.brotli
      : null;
  const score = lighthouse?.score ?? null;
  return [
    atMost(
      'JS until interactive (brotli)',
      budgets.scriptBrotliKiB,
      transfer ? transfer.scripts.brotli / KIB : null,
      kib,
    ),
    atMost('JS ratio to the stack floor', budgets.scriptRatioToStackFloor, ratio, (value) => `${value.toFixed(2)}×`),
    atMost(
      'provider SDK scripts before a choice',
      budgets.providerSdkScriptsBeforeChoice,
      transfer?.providerSdk.count,
      String,
    ),
    score === null
      ? {
          name: 'Lighthouse mobile score',
          limit: `≥ ${budgets.lighthouseScore}`,
          actual: missing('lighthouse'),
          pass: false,
        }
      : {
          name: 'Lighthouse mobile score',
          limit: `≥ ${budgets.lighthouseScore}`,
          actual: score.toFixed(2),
          pass: score >= budgets.lighthouseScore,
        },
    atMost('LCP', budgets.lcpMs, lighthouse?.lcpMs, ms, 'lighthouse'),
    atMost('TBT', budgets.tbtMs, lighthouse?.tbtMs, ms, 'lighthouse'),
    atMost('CLS', budgets.cls, lighthouse?.cls, (value) => value.toFixed(3), 'lighthouse'),
    exactly(
      'message catalogues loaded',
      budgets.messageCataloguesLoaded,
      transfer?.messageCatalogues,
      missing('transfer'),
    ),
    exactly(
      'country-name catalogues loaded',
      budgets.countryNameCataloguesLoaded,
      transfer?.countryNameCatalogues,
      missing('transfer'),
    ),
  ];
}

function exactly(name: string, limit: number, actual: number | undefined, reason: string): BudgetCheck {
  return actual === undefined
    ? { name, limit: `= ${limit}`, actual: reason, pass: false }
    : { name, limit: `= ${limit}`, actual: String(actual), pass: actual === limit };
}
