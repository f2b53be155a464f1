import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DevtoolsEvent } from './editNetworkLog';

/** A page load Lighthouse saved with `-G=<dir>`: what its simulation reads. */
export interface SavedRun {
  readonly artifacts: Record<string, unknown>;
  readonly trace: unknown;
  readonly devtoolsLog: readonly DevtoolsEvent[];
}

/** Reads the artifacts, trace and network log Lighthouse's gather mode wrote. */
export async function readSavedRun(dir: string): Promise<SavedRun> {
  const json = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8'));
  return {
    artifacts: await json('artifacts.json'),
    trace: await json('defaultPass.trace.json'),
    devtoolsLog: await json('defaultPass.devtoolslog.json'),
  };
}

/** The part of Lighthouse's internals this uses (the pinned 12.8.2; it ships no types for them). */
interface LanternLcp {
  request(data: unknown, context: unknown): Promise<{ timing: number }>;
}

const core = join(dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'core');
const load = (file: string) => import(pathToFileURL(join(core, file)).href);

/**
 * Lighthouse's mobile LCP estimate (simulated throttling, the figure the report shows) of a saved
 * page load with `devtoolsLog` in place of the recorded network log.
 */
export async function simulateLcp(run: SavedRun, devtoolsLog: readonly DevtoolsEvent[]): Promise<number> {
  const { LanternLargestContentfulPaint } = (await load('computed/metrics/lantern-largest-contentful-paint.js')) as {
    LanternLargestContentfulPaint: LanternLcp;
  };
  const { defaultSettings } = (await load('config/constants.js')) as { defaultSettings: Record<string, unknown> };
  const settings = { ...defaultSettings, throttlingMethod: 'simulate', formFactor: 'mobile' };
  const result = await LanternLargestContentfulPaint.request(
    {
      trace: run.trace,
      devtoolsLog,
      gatherContext: run.artifacts.GatherContext,
      settings,
      URL: run.artifacts.URL,
      SourceMaps: [],
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
  return Math.round(result.timing);
}
