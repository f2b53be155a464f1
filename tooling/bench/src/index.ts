export type { Budgets } from './Budgets';
export type { BudgetCheck } from './checkBudgets';
export type { EntrySize } from './measurePackageSizes';
export type { TransferReport } from './measureTransfer';
export type { PageResult } from './PageResult';
export type { BenchmarkOptions, BenchmarkResult } from './runBenchmark';
export { runBenchmark } from './runBenchmark';
export type { LighthouseReport } from './runLighthouse';
