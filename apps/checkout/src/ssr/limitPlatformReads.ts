/** A `fetch` whose reads all end by one deadline, and whether any of them missed it. */
export interface LimitedReads {
  readonly fetch: typeof fetch;
  /** When the reads must have ended (a `Date.now()` time). */
  readonly deadline: number;
  /** Whether a read was cut off by the deadline: the server's render then lacks it and is not sent. */
  readonly late: () => boolean;
}

/**
 * Wraps `send` for one server render: every read ends by `waitMs` after this call (the page's time
 * limit for the platform), and carries `headers` (the sandbox's fault injection, passed on). A read
 * the deadline cuts off rejects and marks the render late, so the server sends the plain shell and
 * the browser reads by itself.
 */
export function limitPlatformReads(
  send: typeof fetch,
  waitMs: number,
  headers: Readonly<Record<string, string>> = {},
  now: () => number = Date.now,
): LimitedReads {
  const deadline = now() + waitMs;
  let late = false;
  const limited: typeof fetch = async (input, init) => {
    const remaining = deadline - now();
    if (remaining <= 0) {
      late = true;
      throw new DOMException('The page waited long enough for the platform.', 'TimeoutError');
    }
    const limit = AbortSignal.timeout(remaining);
    const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
    const merged = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    try {
      return await send(input, { ...init, headers: merged, signal });
    } catch (error) {
      if (limit.aborted) late = true;
      throw error;
    }
  };
  return { fetch: limited, deadline, late: () => late };
}
