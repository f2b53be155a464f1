import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Who holds a data folder: written into its lock file. */
export interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time as the kernel counts it (`/proc/{pid}/stat`), where there is one: tells a reused pid apart. */
  processStart: string | null;
  startedAt: string;
  token: string;
}

/** A data folder another live process holds. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Another sandbox (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}) is using this data folder ` +
        `(lock ${lockPath}). Stop it first, or start this one with --memory or --data-dir <another folder>. ` +
        'If no such process runs, delete the lock file.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock; `release` removes the lock file if it is still ours. */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** How long a takeover guard may live before it counts as left behind by a killed process. */
const GUARD_STALE_MS = 10_000;

function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name in field 2 may hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readHolder(path: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.token === 'string' ? (holder as LockHolder) : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `holder` still runs; one on another host is assumed to. */
function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStartOf(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

function unlinkIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/** Creates the lock file with its whole content at once (a hard link either appears complete or not at all). */
function tryCreate(path: string, holder: LockHolder): boolean {
  const temporary = `${path}.${holder.token}`;
  writeFileSync(temporary, JSON.stringify(holder));
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * Removes the lock of a dead holder, under a guard only one process can create, so two processes
 * taking over one stale lock never both win: the second finds the first's live lock. Exported for
 * the test of that interleaving.
 */
export function removeStale(path: string, stale: LockHolder): void {
  const guard = `${path}.takeover`;
  try {
    writeFileSync(guard, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    // A guard left by a process killed mid-takeover is cleared; a fresh one means another process is at it.
    try {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) unlinkIfPresent(guard);
    } catch (statError) {
      if (errorCode(statError) !== 'ENOENT') throw statError;
    }
    return;
  }
  try {
    if ((readHolder(path)?.token ?? '') === stale.token) unlinkIfPresent(path);
  } finally {
    unlinkIfPresent(guard);
  }
}

/**
 * Takes the lock of a file-backed data folder (`{folder}.lock`, beside it: the folder is the
 * database's own). A lock whose process is gone (killed, crashed, a reused pid) is taken over;
 * one held by a live process throws `DataDirLockedError`.
 */
export function lockDataDir(folder: string): DataDirLock {
  const path = `${folder}.lock`;
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    processStart: processStartOf(process.pid),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    if (tryCreate(path, holder)) {
      return {
        path,
        release: () => {
          if (readHolder(path)?.token === holder.token) unlinkIfPresent(path);
        },
      };
    }
    const current = readHolder(path);
    if (current && isAlive(current)) throw new DataDirLockedError(path, current);
    // An unreadable lock is one nobody can prove to hold: as stale as a dead holder's.
    removeStale(path, current ?? { ...holder, token: '' });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5 + attempt);
  }
  throw new Error(`Could not take the lock ${path}.`);
}
