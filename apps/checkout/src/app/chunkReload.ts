/** How long after one automatic reload another one is allowed (spec §8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const STORAGE_KEY = 'checkout:chunk-reload-at';

const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

/**
 * Whether an error, or one of its causes, is a failed load of a code chunk (dynamic import or
 * preload): the payment registry wraps its adapter's failed import in a `PaymentError`.
 */
export function isChunkLoadError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (CHUNK_LOAD_FAILURE.test(`${current.name} ${current.message}`)) return true;
    current = current.cause;
  }
  return !(error instanceof Error) && CHUNK_LOAD_FAILURE.test(String(error));
}

/** Storage, clock and network state used by {@link reloadOnceForChunkError} and `loadChunk`, one per page; injectable for tests. */
export interface ChunkReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
  /** Whether the browser is online (`navigator.onLine`): a chunk that fails offline is not reloaded. */
  online: () => boolean;
  /** Resolves at the browser's next `online` event. */
  whenOnline: () => Promise<void>;
  /** Set once this page has asked for its reload: later failures wait for it. */
  reloading?: boolean;
}

let browserEnvironment: ChunkReloadEnvironment | undefined;

/** The page's environment: this tab's `sessionStorage`, the clock, `location.reload()`, `navigator.onLine`. */
export function browserChunkReload(): ChunkReloadEnvironment {
  browserEnvironment ??= {
    storage: sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
    online: () => navigator.onLine,
    whenOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  };
  return browserEnvironment;
}

/**
 * Reloads the page after a chunk-load failure at most once per 60 s (spec §8); returns `true` when a
 * reload is on its way (this call's, or one this page asked for already: the failures a missing chunk
 * causes at once all wait for it) and `false` when the last reload was too recent, so the caller
 * shows a reload button.
 */
export function reloadOnceForChunkError(
  environment: Pick<ChunkReloadEnvironment, 'storage' | 'now' | 'reload' | 'reloading'>,
): boolean {
  if (environment.reloading) return true;
  const last = Number(environment.storage.getItem(STORAGE_KEY) ?? '0');
  const now = environment.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  environment.storage.setItem(STORAGE_KEY, String(now));
  environment.reloading = true;
  environment.reload();
  return true;
}
