import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchmarkResult } from './BenchmarkResult';
import { readBudgets } from './Budgets';
import { buildFloor, type FloorName } from './buildFloor';
import { checkBudgets } from './checkBudgets';
import { freePort } from './freePort';
import { measurePackageSizes } from './measurePackageSizes';
import { measureRenderThroughput, type RenderThroughputReport } from './measureRenderThroughput';
import { measureTransfer } from './measureTransfer';
import type { PageResult } from './PageResult';
import { preparePages } from './preparePages';
import { printReport } from './printReport';
import { runCommand } from './runCommand';
import { runLighthouse } from './runLighthouse';
import { type StaticServer, serveStatic } from './serveStatic';
import { snapshotApp } from './snapshotApp';
import { type RunningServer, startServer } from './startServer';
import { type Outcome, withTimeout } from './withTimeout';

/** Options of {@link runBenchmark}, read from the environment by the CLI. */
export interface BenchmarkOptions {
  /** Lighthouse runs per page (the median is reported). Defaults to `5`. */
  readonly lighthouseRuns?: number;
  /** Reuse the existing app and sandbox builds instead of running turbo. Defaults to `false`. */
  readonly skipBuild?: boolean;
  /** Where the JSON goes. Defaults to `bench-results/performance.json` at the repository root. */
  readonly outputFile?: string;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const notRun = (reason: string) => ({ ok: false, reason }) as const;
// 400 measured requests put four answers above p99; the 50 before them let V8 compile the render's code paths.
// Eight in flight, a few shoppers arriving at once, keep the server and the sandbox busy on this machine's cores.
const RENDER_WARM_UP = 50;
const RENDER_REQUESTS = 400;
const RENDER_CONCURRENCY = 8;

/**
 * Builds both floors, the app and the sandbox, serves them on loopback, measures every page (JS/CSS until idle,
 * Lighthouse mobile) and every package entry, prints the tables and budgets, writes JSON and stops what it started.
 */
export async function runBenchmark(options: BenchmarkOptions = {}): Promise<BenchmarkResult> {
  const runs = options.lighthouseRuns ?? 5;
  const steps: Record<string, string> = {};
  const tmp = await mkdtemp(join(tmpdir(), 'checkout-bench-'));
  const servers: RunningServer[] = [];
  const statics: StaticServer[] = [];
  const cleanUp = async () => {
    await Promise.all([...servers.map((server) => server.stop()), ...statics.map((server) => server.close())]);
    await rm(tmp, { recursive: true, force: true });
  };
  const onSignal = () => {
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const floors = new Map<FloorName, string>();
    for (const name of ['bare', 'stack'] as const) {
      log(`building the ${name} floor`);
      const built = await withTimeout(`${name} floor build`, 180, () => buildFloor(name, join(tmp, name)));
      steps[`${name} floor build`] = built.ok ? 'ok' : built.reason;
      if (built.ok) floors.set(name, built.value);
    }

    if (options.skipBuild) steps['app build'] = 'skipped (BENCH_SKIP_BUILD): existing dist used';
    else {
      log('building the app and the sandbox (turbo)');
      const built = await runCommand(
        'pnpm',
        [
          'exec',
          'turbo',
          'run',
          'build',
          '--filter=@checkout/app',
          '--filter=@checkout/sandbox',
          '--output-logs=errors-only',
        ],
        { cwd: root, env: { TURBO_TELEMETRY_DISABLED: '1' }, seconds: 900 },
      );
      steps['app build'] =
        built.code === 0
          ? 'ok'
          : `${built.timedOut ? 'timed out' : `failed (exit ${built.code})`}; measuring the previous build if any: ${lastError(built.output)}`;
    }

    const sandboxPort = await freePort();
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const sandbox = await withTimeout('sandbox start', 90, () =>
      startServer(sandboxUrl, ['apps/sandbox/dist/main.js', '--memory'], {
        cwd: root,
        env: { PORT: String(sandboxPort), HOST: '127.0.0.1' },
        readyPath: '/health',
        seconds: 80,
      }),
    );
    steps['sandbox start'] = sandbox.ok ? 'ok' : sandbox.reason;
    if (sandbox.ok) servers.push(sandbox.value);

    const snapshot = await withTimeout('app snapshot', 60, () =>
      snapshotApp(join(root, 'apps/checkout'), join(tmp, 'app')),
    );
    steps['app snapshot'] = snapshot.ok ? 'ok' : snapshot.reason;
    const appPort = await freePort();
    const appUrl = `http://127.0.0.1:${appPort}`;
    const app = await withTimeout('app server start', 60, () =>
      startServer(appUrl, [snapshot.ok ? snapshot.value : 'apps/checkout/dist-server/index.js'], {
        cwd: root,
        env: { PORT: String(appPort), HOST: '127.0.0.1', SANDBOX_URL: sandboxUrl, NODE_ENV: 'production' },
        readyPath: '/config.json',
        seconds: 50,
      }),
    );
    steps['app server start'] = app.ok ? 'ok' : app.reason;
    if (app.ok) servers.push(app.value);

    const targets: { name: string; kind: 'app' | 'floor'; url: string | null; unavailable?: string }[] = [];
    const pages = sandbox.ok ? await preparePages(sandboxUrl) : [];
    for (const page of pages) {
      if ('unavailable' in page)
        targets.push({ name: page.name, kind: 'app', url: null, unavailable: page.unavailable });
      else if (!app.ok)
        targets.push({ name: page.name, kind: 'app', url: null, unavailable: `app server: ${app.reason}` });
      else targets.push({ name: page.name, kind: 'app', url: `${appUrl}${page.path}` });
    }
    if (!sandbox.ok)
      targets.push({ name: 'checkout demo-all', kind: 'app', url: null, unavailable: `sandbox: ${sandbox.reason}` });
    for (const [name, path] of [
      ['bare', '/'],
      ['stack', '/en/demo-all/cart-normal'],
    ] as const) {
      const dir = floors.get(name);
      if (dir === undefined) {
        targets.push({
          name: `${name} floor`,
          kind: 'floor',
          url: null,
          unavailable: steps[`${name} floor build`] ?? 'not built',
        });
        continue;
      }
      const server = await serveStatic(dir);
      statics.push(server);
      targets.push({ name: `${name} floor`, kind: 'floor', url: `${server.url}${path}` });
    }

    const results: PageResult[] = [];
    for (const target of targets) {
      if (target.url === null) {
        const reason = target.unavailable ?? 'not measured';
        results.push({
          name: target.name,
          kind: target.kind,
          url: null,
          transfer: notRun(reason),
          lighthouse: notRun(reason),
        });
        continue;
      }
      log(`weighing ${target.name}: ${target.url}`);
      // A Chromium of its own per page: nothing cached from the page before (measureTransfer).
      const transfer = await withTimeout(`loading ${target.name}`, 120, () => measureTransfer(target.url ?? '', 75));
      results.push({ name: target.name, kind: target.kind, url: target.url, transfer, lighthouse: notRun('pending') });
    }
    for (const [index, result] of results.entries()) {
      if (result.url === null) continue;
      const url = result.url;
      log(`Lighthouse ×${runs}: ${result.name}`);
      const lighthouse = await withTimeout(`Lighthouse on ${result.name}`, runs * 170, async () => {
        const report = await runLighthouse(url, join(tmp, 'lighthouse', String(index)), runs);
        if (report.runs === 0) throw new Error(report.errors.join('; ') || 'no run finished');
        return report;
      });
      results[index] = { ...result, lighthouse };
    }

    // After Lighthouse, so its requests never share the two cores with a Lighthouse run.
    const mainPage = results.find((page) => page.name === 'checkout demo-all');
    let serverRender: Outcome<RenderThroughputReport> = notRun(
      app.ok ? 'the sandbox did not start' : `app server: ${app.reason}`,
    );
    if (app.ok && mainPage?.url) {
      log(
        `server render throughput: ${RENDER_REQUESTS} requests after ${RENDER_WARM_UP}, ${RENDER_CONCURRENCY} at a time`,
      );
      const url = mainPage.url;
      serverRender = await withTimeout('server render throughput', 300, () =>
        measureRenderThroughput(url, {
          warmUp: RENDER_WARM_UP,
          requests: RENDER_REQUESTS,
          concurrency: RENDER_CONCURRENCY,
        }),
      );
    }

    log('weighing package entries (esbuild)');
    const packages = await withTimeout('package sizes', 300, measurePackageSizes);
    const budgetOutcome = await withTimeout('budgets', 5, () => readBudgets());
    const budgets = budgetOutcome.ok
      ? checkBudgets(
          budgetOutcome.value,
          mainPage,
          results.find((page) => page.name === 'stack floor'),
        )
      : [{ name: 'budgets.json', limit: 'readable', actual: budgetOutcome.reason, pass: false }];
    const result: BenchmarkResult = {
      date: new Date().toISOString(),
      lighthouseRuns: runs,
      pages: results,
      budgets,
      packages,
      serverRender,
      steps,
      passed: budgets.every((check) => check.pass),
    };
    printReport(result);
    const outputFile = options.outputFile ?? join(root, 'bench-results', 'performance.json');
    await mkdir(join(outputFile, '..'), { recursive: true });
    await writeFile(outputFile, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nJSON: ${outputFile}`);
    return result;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

function lastError(output: string): string {
  const lines = output.trim().split('\n');
  return (lines.filter((line) => /error/i.test(line)).at(-1) ?? lines.at(-1) ?? '').trim().slice(0, 300);
}
