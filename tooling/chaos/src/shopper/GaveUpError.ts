/** A shopper stopped waiting: the run's deadline passed, or the sandbox stayed unreachable longer than a shopper waits. */
export class GaveUpError extends Error {
  override readonly name = 'GaveUpError';
}
