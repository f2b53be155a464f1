/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** How many requests one client may make per window. */
  perClient: number;
  /** How many requests all clients together may make per window. */
  total: number;
  /** The window, in ms. Defaults to `60000`. */
  windowMs?: number;
  /** How many clients one window tracks; a new client past that is refused until the window ends. Defaults to `10000`. */
  maxClients?: number;
  /** The clock. Defaults to `Date.now`. */
  now?: () => number;
}

/**
 * A fixed-window rate limiter: `take(client)` says whether one more request of `client` fits into the
 * current window, per client and in total. Its memory is bounded by `maxClients`, so a flood of
 * forged client keys cannot grow it.
 */
export function createRateLimiter(options: RateLimiterOptions): { take: (client: string) => boolean } {
  const windowMs = options.windowMs ?? 60_000;
  const maxClients = options.maxClients ?? 10_000;
  const now = options.now ?? Date.now;
  const counts = new Map<string, number>();
  let windowStart = now();
  let total = 0;
  return {
    take(client) {
      const time = now();
      if (time - windowStart >= windowMs) {
        counts.clear();
        total = 0;
        windowStart = time;
      }
      const count = counts.get(client) ?? 0;
      if (total >= options.total || count >= options.perClient) return false;
      if (count === 0 && counts.size >= maxClients) return false;
      counts.set(client, count + 1);
      total++;
      return true;
    },
  };
}
