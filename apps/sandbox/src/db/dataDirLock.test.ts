import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, type LockHolder, lockDataDir, removeStale } from './dataDirLock';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const lockModule = fileURLToPath(new URL('./dataDirLock.ts', import.meta.url));

let root: string;
let folder: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sandbox-lock-'));
  folder = join(root, 'data');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A lock file as a process that is gone left it. */
function leaveStaleLock(overrides: Partial<LockHolder> = {}): void {
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  const holder: LockHolder = {
    pid: dead ?? 999_999,
    host: hostname(),
    processStart: null,
    startedAt: '2026-01-01T00:00:00.000Z',
    token: 'stale',
    ...overrides,
  };
  writeFileSync(`${folder}.lock`, JSON.stringify(holder));
}

/**
 * Runs `lockDataDir(folder)` in another process, which prints `won` or the refusal's name and
 * holds the lock until its stdin closes (`finish`): the test decides when the winner lets go.
 */
function lockInChild(): { result: Promise<string>; finish: () => Promise<void> } {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    let lock;
    try {
      lock = lockDataDir(${JSON.stringify(folder)});
      console.log('won');
    } catch (error) {
      console.log(error.name);
    }
    process.stdin.resume();
    process.stdin.on('end', () => lock?.release());`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: packageRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const result = new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.on('error', reject);
    void exited.then(() => resolve('exited without an answer'));
  });
  return {
    result,
    finish: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

describe('the data folder lock (issue 26 item 11)', () => {
  it('refuses a folder a live process holds, saying which process and what to do', () => {
    const lock = lockDataDir(folder);
    try {
      let refusal: unknown;
      try {
        lockDataDir(folder);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect((refusal as DataDirLockedError).holder.pid).toBe(process.pid);
      expect((refusal as Error).message).toMatch(
        new RegExp(`pid ${process.pid} .*Stop it first, or start this one with --memory or --data-dir`),
      );
    } finally {
      lock.release();
    }
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockDataDir(folder).release();
  });

  it('takes over the lock of a process that is gone', () => {
    leaveStaleLock();
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a reused pid)', () => {
    leaveStaleLock({ pid: process.ppid, processStart: '1' });
    lockDataDir(folder).release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(`${folder}.lock`, '{"pid":');
    lockDataDir(folder).release();
  });

  it('keeps a lock held by a process on another host', () => {
    leaveStaleLock({ host: `${hostname()}-elsewhere` });
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
  });

  it('never removes the lock of a process that took a stale lock over first', () => {
    leaveStaleLock();
    const stale = JSON.parse(readFileSync(`${folder}.lock`, 'utf8')) as LockHolder;
    // Another process read the same stale lock, then this one took it over before the other acted.
    const winner = lockDataDir(folder);
    removeStale(winner.path, stale);
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    winner.release();
  });

  it('lets exactly one of several processes take over one stale lock', async () => {
    leaveStaleLock();
    const children = [1, 2, 3, 4].map(() => lockInChild());
    const results = await Promise.all(children.map((child) => child.result));
    await Promise.all(children.map((child) => child.finish()));
    expect(results.sort()).toEqual(['DataDirLockedError', 'DataDirLockedError', 'DataDirLockedError', 'won']);
    expect(existsSync(`${folder}.lock`)).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  }, 60_000);
});
