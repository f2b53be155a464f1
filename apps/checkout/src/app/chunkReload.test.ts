import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadOnceForChunkError } from './chunkReload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'), true],
    [new Error('Unable to preload CSS for /assets/b.css'), true],
    [new Error('Server error'), false],
  ])('recognises %s as %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads the first time and refuses a second reload within 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const environment = { storage, reload, now: () => now };
    expect(reloadOnceForChunkError(environment)).toBe(true);
    now += CHUNK_RELOAD_INTERVAL_MS - 1;
    expect(reloadOnceForChunkError(environment)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 s have passed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 5_000_000;
    const environment = { storage, reload, now: () => now };
    reloadOnceForChunkError(environment);
    now += CHUNK_RELOAD_INTERVAL_MS;
    expect(reloadOnceForChunkError(environment)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
