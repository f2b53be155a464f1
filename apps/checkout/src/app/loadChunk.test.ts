import { PaymentError } from '@checkout/payments';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, type ChunkReloadEnvironment } from './chunkReload';
import { loadChunk } from './loadChunk';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/offline-a1.js');

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

/** A page's environment whose network the test switches; pages made with the same `storage` are one tab's. */
function page(online: boolean, storage = memoryStorage(), now = 1_000_000) {
  let waiters: (() => void)[] = [];
  const environment: ChunkReloadEnvironment = {
    storage,
    now: () => now,
    reload: vi.fn(),
    online: () => online,
    whenOnline: () => new Promise<void>((resolve) => waiters.push(resolve)),
  };
  return {
    environment,
    goOnline: () => {
      online = true;
      for (const resolve of waiters) resolve();
      waiters = [];
    },
    goOffline: () => {
      online = false;
    },
    waiting: () => waiters.length,
  };
}

/** Whether a promise is still pending once everything queued so far has run. */
async function isPending(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  const settled = promise.then(
    () => 'resolved',
    () => 'rejected',
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return (await Promise.race([settled, pending])) === pending;
}

describe('loadChunk', () => {
  it('does not reload for a chunk that fails offline, and loads it again once the browser is online', async () => {
    const { environment, goOnline, waiting } = page(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('module');
    const loaded = loadChunk(load, { environment });
    await expect.poll(() => waiting()).toBe(1);
    expect(await isPending(loaded)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(environment.reload).not.toHaveBeenCalled();
    goOnline();
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(environment.reload).not.toHaveBeenCalled();
  });

  it('waits again when the retry fails offline again (the connection came and went)', async () => {
    const { environment, goOnline, goOffline, waiting } = page(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockImplementationOnce(async () => {
        goOffline();
        throw chunkError();
      })
      .mockResolvedValueOnce('module');
    const loaded = loadChunk(load, { environment });
    await expect.poll(() => waiting()).toBe(1);
    goOnline();
    await expect.poll(() => load).toHaveBeenCalledTimes(2);
    await expect.poll(() => waiting()).toBe(1);
    goOnline();
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
    expect(environment.reload).not.toHaveBeenCalled();
  });

  it('falls back to one reload when the retry fails online too, and refuses another within 60 s', async () => {
    const storage = memoryStorage();
    const first = page(false, storage);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(chunkError());
    const loaded = loadChunk(load, { environment: first.environment });
    await expect.poll(() => first.waiting()).toBe(1);
    first.goOnline();
    await expect.poll(() => first.environment.reload).toHaveBeenCalledTimes(1);
    // The page is going: its caller waits for the reload instead of showing an error.
    expect(await isPending(loaded)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);

    // The reloaded page fails the same way within 60 s: no second reload, the caller gets the error.
    const second = page(true, storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1);
    await expect(loadChunk(load, { environment: second.environment })).rejects.toThrow(/dynamically imported module/);
    expect(second.environment.reload).not.toHaveBeenCalled();
  });

  it('reloads at once for a chunk that fails online (a deployment replaced it), as spec §8 says', async () => {
    const { environment } = page(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(chunkError());
    const loaded = loadChunk(load, { environment });
    await expect.poll(() => environment.reload).toHaveBeenCalledTimes(1);
    expect(await isPending(loaded)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("recognises a chunk error wrapped in another error's cause (the payment registry's)", async () => {
    const { environment, goOnline, waiting } = page(false);
    const wrapped = new PaymentError('sdk_unavailable', 'The offline payment adapter could not be loaded.', {
      cause: chunkError(),
    });
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(wrapped).mockResolvedValueOnce('factory');
    const loaded = loadChunk(load, { environment });
    await expect.poll(() => waiting()).toBe(1);
    goOnline();
    await expect(loaded).resolves.toBe('factory');
  });

  it("rejects at once offline with whenOffline: 'reject', neither waiting nor reloading", async () => {
    const { environment, waiting } = page(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(chunkError());
    await expect(loadChunk(load, { environment, whenOffline: 'reject' })).rejects.toThrow(/dynamically imported/);
    expect(waiting()).toBe(0);
    expect(environment.reload).not.toHaveBeenCalled();
  });

  it('rejects with any other error, neither retrying nor reloading', async () => {
    const { environment } = page(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('Server error'));
    await expect(loadChunk(load, { environment })).rejects.toThrow('Server error');
    expect(load).toHaveBeenCalledTimes(1);
    expect(environment.reload).not.toHaveBeenCalled();
  });
});
