import { type ChildProcess, spawn } from 'node:child_process';

/** A server process started by the harness. */
export interface StartedProcess {
  pid: number;
  /** Everything the process printed so far, for failure messages. */
  output: () => string;
  /** Stops the process by its id (SIGTERM, then SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
}

/** Options of {@link startProcess}. */
export interface StartProcessOptions {
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** URL polled until it answers 2xx. */
  readyUrl: string;
  /** How long to wait for `readyUrl`. Defaults to `90000` ms: a busy 2-core machine may take long to start a server, and a slow start is not a failure. */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a child process by its id: SIGTERM, then SIGKILL after `graceMs`; resolves once it exited. */
export function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    return Promise.resolve();
  }
  const pid = child.pid;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Spawns a server's own binary (never through a package manager) and waits until `readyUrl` answers. */
export async function startProcess(options: StartProcessOptions): Promise<StartedProcess> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const started: StartedProcess = {
    pid: child.pid ?? -1,
    output: () => output,
    stop: (graceMs = 3000) => stopChild(child, graceMs),
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${options.command} exited with ${child.exitCode} before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(options.readyUrl);
      if (response.ok) return started;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  await started.stop();
  throw new Error(`${options.readyUrl} did not answer within the time limit:\n${output}`);
}
