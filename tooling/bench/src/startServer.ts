import { spawn } from 'node:child_process';
import { killGroup } from './runCommand';

/** A server process this benchmark started, and how to stop it by its process id. */
export interface RunningServer {
  readonly url: string;
  readonly pid: number | undefined;
  /** Recent output, for a failure message. */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  readonly cwd: string;
  readonly env?: Record<string, string>;
  /** Path answered with 2xx once the server is up. Defaults to `/`. */
  readonly readyPath?: string;
  /** Seconds to wait for it. Defaults to `60`. */
  readonly seconds?: number;
}

/** Starts `node <args>` detached, waits until `url + readyPath` answers, and throws with its output if it never does. */
export async function startServer(
  url: string,
  args: readonly string[],
  options: StartServerOptions,
): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let exited = false;
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  child.on('exit', () => {
    exited = true;
  });
  const server: RunningServer = {
    url,
    pid: child.pid,
    output: () => output,
    stop: async () => {
      if (exited) return;
      killGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 3000);
      await closed;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (options.seconds ?? 60) * 1000;
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${url}${options.readyPath ?? '/'}`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  const last = output.trim().split('\n').slice(-3).join(' | ');
  throw new Error(`${args.join(' ')} ${exited ? 'exited' : 'did not answer'}${last ? `: ${last}` : ''}`);
}
