/** How long a page's server render waits for its platform reads, when nothing is configured. */
export const DEFAULT_PLATFORM_READ_WAIT_MS = 800;

/**
 * `PLATFORM_READ_WAIT_MS`: how long, in ms, the server render waits for a page's platform reads
 * (ADR 0015, `limitPlatformReads`); `0` switches the server render off, and the browser reads everything itself. Defaults to
 * {@link DEFAULT_PLATFORM_READ_WAIT_MS}; anything but a whole number from 0 to 10000 is refused.
 */
export function readPlatformReadWaitMs(env: NodeJS.ProcessEnv): number {
  const value = env.PLATFORM_READ_WAIT_MS?.trim();
  if (value === undefined || value === '') return DEFAULT_PLATFORM_READ_WAIT_MS;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms > 10_000)
    throw new Error(`PLATFORM_READ_WAIT_MS must be a whole number of milliseconds from 0 to 10000, not "${value}".`);
  return ms;
}
