import { GaveUpError } from './GaveUpError';
import type { ShopperContext } from './ShopperContext';

/** How long a shopper keeps trying a step the sandbox does not answer: longer than a restart on a busy machine. */
export const SHOPPER_PATIENCE_MS = 90_000;

/** Waits `ms`, or less when the deadline comes first. */
export function pause(ctx: Pick<ShopperContext, 'deadline'>, ms: number): Promise<void> {
  const wait = Math.max(0, Math.min(ms, ctx.deadline - Date.now()));
  return new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Runs `step` until it succeeds, waiting a little longer each time (with jitter from the attempt's
 * random source) while `retryable` says the failure was the sandbox being down or busy. Throws the
 * last error otherwise, or {@link GaveUpError} past the deadline or the shopper's patience.
 */
export async function patiently<T>(
  ctx: Pick<ShopperContext, 'deadline' | 'random'>,
  what: string,
  step: () => Promise<T>,
  retryable: (error: unknown) => boolean,
): Promise<T> {
  const until = Math.min(ctx.deadline, Date.now() + SHOPPER_PATIENCE_MS);
  for (let round = 0; ; round++) {
    try {
      return await step();
    } catch (error) {
      if (!retryable(error)) throw error;
      if (Date.now() >= until) throw new GaveUpError(`${what}: no answer (${String(error)})`, { cause: error });
      await pause(ctx, Math.min(3000, 200 * 1.6 ** round) * (0.5 + ctx.random.next()));
    }
  }
}
