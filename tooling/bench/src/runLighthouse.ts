import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, findChromium } from '@checkout/e2e';
import { median } from './median';
import { runCommand } from './runCommand';

/** Lighthouse mobile figures of one page: the median of each metric over the runs that finished. */
export interface LighthouseReport {
  readonly runs: number;
  readonly score: number | null;
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  /** Why runs failed, if any did. */
  readonly errors: readonly string[];
}

interface RunFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** Runs the pinned Lighthouse CLI `runs` times (mobile, simulated throttling, performance only) and takes medians. */
export async function runLighthouse(
  url: string,
  outputDir: string,
  runs = 3,
  secondsPerRun = 150,
): Promise<LighthouseReport> {
  await mkdir(outputDir, { recursive: true });
  const figures: RunFigures[] = [];
  const errors: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const outputPath = join(outputDir, `run-${run}.json`);
    const result = await runCommand(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
        '--only-categories=performance',
        '--throttling-method=simulate',
        '--max-wait-for-load=45000',
        '--quiet',
      ],
      { env: { CHROME_PATH: findChromium() }, seconds: secondsPerRun },
    );
    if (result.code !== 0) {
      errors.push(
        result.timedOut ? `run ${run} took longer than ${secondsPerRun} s` : `run ${run}: ${lastLine(result.output)}`,
      );
      continue;
    }
    const parsed = readFigures(JSON.parse(await readFile(outputPath, 'utf8')));
    if (typeof parsed === 'string') errors.push(`run ${run}: ${parsed}`);
    else figures.push(parsed);
  }
  const pick = (key: keyof RunFigures) => median(figures.map((figure) => figure[key]));
  return {
    runs: figures.length,
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    errors,
  };
}

/** The five figures of one Lighthouse JSON report, or the reason they are missing. */
function readFigures(report: unknown): RunFigures | string {
  const lhr = asRecord(report);
  const runtimeError = asRecord(lhr.runtimeError);
  if (typeof runtimeError.message === 'string') return runtimeError.message;
  const score = asRecord(asRecord(lhr.categories).performance).score;
  const audits = asRecord(lhr.audits);
  const value = (id: string) => asRecord(audits[id]).numericValue;
  const fcpMs = value('first-contentful-paint');
  const lcpMs = value('largest-contentful-paint');
  const tbtMs = value('total-blocking-time');
  const cls = value('cumulative-layout-shift');
  if (
    typeof score !== 'number' ||
    typeof fcpMs !== 'number' ||
    typeof lcpMs !== 'number' ||
    typeof tbtMs !== 'number' ||
    typeof cls !== 'number'
  ) {
    return 'the report lacks a score or a metric (the page may not have painted)';
  }
  return { score, fcpMs, lcpMs, tbtMs, cls };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function lastLine(output: string): string {
  const lines = output.trim().split('\n');
  return (lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? 'failed').slice(0, 300);
}
