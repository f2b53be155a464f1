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
    [
      new Error('The offline payment adapter could not be loaded.', {
        cause: new TypeError('Failed to fetch dynamically imported module: http://x/assets/offline-a.js'),
      }),
      true,
    ],
    [new Error('Wrapped', { cause: new Error('Server error') }), false],
    ['Failed to fetch dynamically imported module: http://x/assets/a.js', true],
  ])('recognises %s (or its cause) as %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadOnceForChunkError', () => {
  // Each page load has its own environment; the tab's storage outlives the reload.
  it('reloads the first time and refuses a second reload within 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    expect(reloadOnceForChunkError({ storage, reload, now: () => now })).toBe(true);
    now += CHUNK_RELOAD_INTERVAL_MS - 1;
    expect(reloadOnceForChunkError({ storage, reload, now: () => now })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 s have passed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 5_000_000;
    reloadOnceForChunkError({ storage, reload, now: () => now });
    now += CHUNK_RELOAD_INTERVAL_MS;
    expect(reloadOnceForChunkError({ storage, reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('lets the other failures of the same page wait for the reload it asked for', () => {
    const reload = vi.fn();
    const environment = { storage: memoryStorage(), reload, now: () => 9_000_000 };
    expect(reloadOnceForChunkError(environment)).toBe(true);
    expect(reloadOnceForChunkError(environment)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
