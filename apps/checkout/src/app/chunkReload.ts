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

/** Storage and clock used by {@link reloadOnceForChunkError}, one per page; injectable for tests. */
export interface ChunkReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
  /** Set once this page has asked for its reload: later failures wait for it. */
  reloading?: boolean;
}

let browserEnvironment: ChunkReloadEnvironment | undefined;

/** The page's environment: this tab's `sessionStorage`, the clock, `location.reload()`. */
export function browserChunkReload(): ChunkReloadEnvironment {
  browserEnvironment ??= { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() };
  return browserEnvironment;
}

/**
 * Reloads the page after a chunk-load failure at most once per 60 s (spec §8); returns `true` when a
 * reload is on its way (this call's, or one this page asked for already: the failures a missing chunk
 * causes at once all wait for it) and `false` when the last reload was too recent, so the caller
 * shows a reload button.
 */
export function reloadOnceForChunkError(environment: ChunkReloadEnvironment): boolean {
  if (environment.reloading) return true;
  const last = Number(environment.storage.getItem(STORAGE_KEY) ?? '0');
  const now = environment.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  environment.storage.setItem(STORAGE_KEY, String(now));
  environment.reloading = true;
  environment.reload();
  return true;
}
