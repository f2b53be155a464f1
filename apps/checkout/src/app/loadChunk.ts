import {
  browserChunkReload,
  type ChunkReloadEnvironment,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunkReload';

/** Options of {@link loadChunk}. */
export interface LoadChunkOptions {
  /**
   * What a chunk that fails while the browser is offline does: `'wait'` loads it again once the browser is
   * online, `'reject'` rejects with its error at once (a Pay press must not go on by itself minutes
   * later). Defaults to `'wait'`.
   */
  readonly whenOffline?: 'wait' | 'reject';
  /** Defaults to the page's, {@link browserChunkReload}. */
  readonly environment?: ChunkReloadEnvironment;
}

/**
 * Runs an on-demand import (`load`, an `import()` or a loader around one) the way the checkout treats a
 * chunk that fails: offline is not a chunk error (nothing was deployed, the network is gone), so the
 * import runs again once the browser is online; a chunk that fails while online reloads the page once
 * per 60 s (spec §8), and the promise then never settles, as the page goes. Rejects with any other
 * error, and with the chunk error when that reload was refused.
 */
export async function loadChunk<T>(load: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const environment = options.environment ?? browserChunkReload();
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      if (!environment.online()) {
        if (options.whenOffline === 'reject') throw error;
        // The browser keeps no failed module fetch (Chromium 156 fetches the same URL again), so the
        // same loader does; a browser that kept it fails again online and reloads below.
        await environment.whenOnline();
        continue;
      }
      if (reloadOnceForChunkError(environment)) return new Promise<T>(() => {});
      throw error;
    }
  }
}
