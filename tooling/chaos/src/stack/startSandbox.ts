import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getFreePort, repoRoot, stopChild } from '@checkout/e2e';

/** The sandbox under chaos: one process at a time on a fixed port and database, killed and restarted at will. */
export interface ChaosSandbox {
  /** Its origin, the same across restarts. */
  readonly url: string;
  /** `kill -9` now, then start it again on the same database; `false` when it was already down (no kill). */
  kill(): boolean;
  /** Resolves once it answers `/health` (at once when it is up). */
  ready(): Promise<void>;
  /** Kills by the harness, deaths it did not cause (`crash=after-charge`), restarts and the time it was down. */
  counts(): { kills: number; crashes: number; restarts: number; downMs: number };
  /** The last part of what it printed, for failure messages. */
  output(): string;
  /** Stops it (SIGTERM, then SIGKILL) and no longer restarts it. */
  stop(): Promise<void>;
}

/** Options of {@link startSandbox}. */
export interface ChaosSandboxOptions {
  readonly databaseUrl: string;
  /** Environment beyond the harness's own. Defaults to none. */
  readonly env?: NodeJS.ProcessEnv;
}

const OUTPUT_KEPT = 200_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the built sandbox (`apps/sandbox/dist/main.js`) on a free loopback port against
 * `databaseUrl`, with crash faults on. Whenever the process dies, by {@link ChaosSandbox.kill} or by
 * a crash fault, it is started again on the same port and database, as a platform's supervisor would.
 */
export async function startSandbox(options: ChaosSandboxOptions): Promise<ChaosSandbox> {
  const entry = join(repoRoot, 'apps/sandbox/dist/main.js');
  if (!existsSync(entry))
    throw new Error(`The sandbox is not built (${entry}). Run: pnpm --filter @checkout/sandbox build`);
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    SANDBOX_CRASH_FAULTS: '1',
  };
  let child: ChildProcess | null = null;
  let up: Promise<void> = Promise.resolve();
  let isUp = false;
  let stopping = false;
  let killing = false;
  let output = '';
  const counts = { kills: 0, crashes: 0, restarts: 0, downMs: 0 };

  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };

  /** Spawns the process and waits for `/health`; a process that dies before it answers is spawned again. */
  async function launch(): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (!stopping) {
      const started = spawn(process.execPath, [entry], {
        cwd: join(repoRoot, 'apps/sandbox'),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
      while (started.exitCode === null && started.signalCode === null && !stopping) {
        try {
          if ((await fetch(`${url}/health`)).ok) {
            if (started.exitCode === null && started.signalCode === null) {
              started.once('exit', (code, signal) => onExit(started, code, signal));
              isUp = true;
              return;
            }
          }
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error(`The sandbox did not answer within 120 s:\n${output.slice(-4000)}`);
        await sleep(100);
      }
      await exited;
      if (Date.now() > deadline) throw new Error(`The sandbox keeps exiting at start:\n${output.slice(-4000)}`);
      await sleep(250);
    }
  }

  function onExit(exited: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (stopping || exited !== child) return;
    isUp = false;
    if (!killing) {
      counts.crashes += 1;
      output += `\n[chaos] the sandbox died by itself (${signal ?? `exit ${code}`})\n`;
    }
    killing = false;
    const downSince = Date.now();
    counts.restarts += 1;
    up = launch().finally(() => {
      counts.downMs += Date.now() - downSince;
    });
    up.catch(() => undefined);
  }

  up = launch();
  await up;

  return {
    url,
    kill() {
      const current = child;
      if (stopping || killing || !isUp || current === null || current.exitCode !== null || current.signalCode !== null)
        return false;
      killing = true;
      counts.kills += 1;
      if (current.pid !== undefined) process.kill(current.pid, 'SIGKILL');
      return true;
    },
    ready: () => up,
    counts: () => ({ ...counts }),
    output: () => output,
    async stop() {
      stopping = true;
      const current = child;
      if (current === null || current.exitCode !== null || current.signalCode !== null || current.pid === undefined)
        return;
      await stopChild(current, 5000);
    },
  };
}
