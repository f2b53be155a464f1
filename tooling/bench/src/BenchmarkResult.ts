import type { BudgetCheck } from './checkBudgets';
import type { EntrySize } from './measurePackageSizes';
import type { RenderThroughputReport } from './measureRenderThroughput';
import type { PageResult } from './PageResult';
import type { Outcome } from './withTimeout';

/** The whole result, as written to JSON; `passed` is `false` when a budget is exceeded or unmeasured. */
export interface BenchmarkResult {
  readonly date: string;
  /** Lighthouse runs per page; each Lighthouse figure is their median. */
  readonly lighthouseRuns: number;
  readonly pages: readonly PageResult[];
  readonly budgets: readonly BudgetCheck[];
  readonly packages: Outcome<readonly EntrySize[]>;
  /** Server-rendered main pages per second and their latency, the sandbox answering from memory. */
  readonly serverRender: Outcome<RenderThroughputReport>;
  readonly steps: Record<string, string>;
  readonly passed: boolean;
}
