/** How long after one automatic reload another one is allowed (spec §8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const STORAGE_KEY = 'checkout:chunk-reload-at';

/** Whether an error is a failed load of a code chunk (dynamic import or preload). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

/** Storage and clock used by {@link reloadOnceForChunkError}; injectable for tests. */
export interface ChunkReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** The browser's environment: this tab's `sessionStorage`, the clock, `location.reload()`. */
export function browserChunkReload(): ChunkReloadEnvironment {
  return { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() };
}

/**
 * Reloads the page after a chunk-load failure at most once per 60 s (spec §8); returns `true` when it
 * reloaded and `false` when the last reload was too recent, so the caller shows a reload button.
 */
export function reloadOnceForChunkError(environment: ChunkReloadEnvironment): boolean {
  const last = Number(environment.storage.getItem(STORAGE_KEY) ?? '0');
  const now = environment.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  environment.storage.setItem(STORAGE_KEY, String(now));
  environment.reload();
  return true;
}
