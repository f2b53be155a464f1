import { spawn } from 'node:child_process';

/** How a command ended: its exit code (or `null` when killed) and the tail of its output. */
export interface CommandResult {
  readonly code: number | null;
  readonly timedOut: boolean;
  readonly output: string;
}

/** Options of {@link runCommand}. */
export interface RunCommandOptions {
  /** Working directory. Defaults to the current directory. */
  readonly cwd?: string;
  /** Extra environment variables. Defaults to none. */
  readonly env?: Record<string, string>;
  /** Seconds before the command's process group is killed. Defaults to `600`. */
  readonly seconds?: number;
  /** Echo the output while it runs. Defaults to `false`. */
  readonly echo?: boolean;
}

const TAIL_CHARS = 4000;

/** Runs a command in its own process group and kills that group (by its id) when the time is up. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: RunCommandOptions = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let timedOut = false;
    const collect = (chunk: Buffer) => {
      if (options.echo) process.stdout.write(chunk);
      output = (output + chunk.toString('utf8')).slice(-TAIL_CHARS);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(
      () => {
        timedOut = true;
        killGroup(child.pid, 'SIGKILL');
      },
      (options.seconds ?? 600) * 1000,
    );
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, timedOut, output: `${output}\n${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, output });
    });
  });
}

/** Signals the process group led by `pid` (a process this benchmark started detached), ignoring one already gone. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {}
  }
}
