// `pnpm --filter @checkout/bench bench`, or through `pnpm bench`: runs the checkout benchmark once and exits
// non-zero when a budget is exceeded or could not be measured.
import { runBenchmark } from './runBenchmark';

const result = await runBenchmark({
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
});
process.exitCode = result.passed ? 0 : 1;
