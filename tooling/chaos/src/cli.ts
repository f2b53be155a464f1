import { formatReport } from './formatReport';
import { CHAOS_USAGE, readChaosOptions } from './readChaosOptions';
import { runChaos } from './runChaos';
import { buildStack } from './stack/buildStack';
import { Stack } from './stack/Stack';

// `pnpm chaos`: the chaos run of issue 41 (README.md). Exits 1 unless every cart passed.
let options: ReturnType<typeof readChaosOptions>;
try {
  options = readChaosOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: ${CHAOS_USAGE}`);
  process.exit(2);
}

// The build (a turbo cache hit when nothing changed) is not part of the run's time bound.
if (process.env.CHAOS_SKIP_BUILD !== '1') buildStack(Math.round(options.attempts * options.browserShare) > 0);

const stack = new Stack();
let ending = false;
/** Stops every server the run started (by process id), then exits; used on a signal and past the time limit. */
const abort = async (message: string, code: number) => {
  if (ending) return;
  ending = true;
  console.error(message);
  await stack.stop();
  console.log('0 passed, 1 failed');
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void abort(`Stopped by ${signal}.`, 130));
// The hard bound: the run plans to end before it; past it (and a grace for stopping) it is ended.
const watchdog = setTimeout(
  () => void abort(`The chaos run passed its time limit of ${options.timeLimitSeconds} s.`, 1),
  (options.timeLimitSeconds + 30) * 1000,
);
watchdog.unref();

try {
  const summary = await runChaos(options, (line) => console.log(line), stack);
  if (ending) process.exit(1);
  console.log(formatReport(summary));
  process.exit(
    summary.verdicts.some((verdict) => verdict.problems.length > 0) || summary.verdicts.length === 0 ? 1 : 0,
  );
} catch (error) {
  await abort(`The chaos run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, 1);
}
